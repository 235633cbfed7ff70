import { checklistRevisiones } from '@insp/messages/checklist-revisiones';
import { revisiones } from '@insp/messages/revisiones';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import {
  listadoOut,
  type ListadoRecord,
  listadoSchema,
  proyectoDuplicado,
  proyectoOut,
  type ProyectoRecord,
  proyectoSchema,
  revisionOut,
  revisionSchema,
} from '../src/hierarchy/index.ts';

const now = new Date('2025-03-10T12:00:00.000Z');
const responsable = { id: new Types.ObjectId(), NombreCompleto: 'Ana Pérez', Cargo: 'Jefa', FechaAsignado: new Date('2025-03-01T00:00:00.000Z') };

describe('the hierarchy shared by revisiones and checklist-revisiones', () => {
  it("answers each module's own duplicate-name texts for projects: two for revisiones, one for checklists", () => {
    expect(proyectoDuplicado(revisiones)).toEqual({ nuevo: 'Ya tienes un proyecto con ese nombre.', editar: 'Ya existe un proyecto con este nombre.' });
    expect(proyectoDuplicado(checklistRevisiones)).toEqual({
      nuevo: 'Ya tienes un proyecto con este nombre.',
      editar: 'Ya tienes un proyecto con este nombre.',
    });
  });

  it('maps a deleted project with its grace countdown, EliminadoPor and responsibles', () => {
    const eliminador = new Types.ObjectId();
    const doc: ProyectoRecord = {
      _id: new Types.ObjectId(),
      companyId: new Types.ObjectId(),
      NombreProyecto: 'Torre Norte (eliminado)',
      nombreKey: 'torre norte (eliminado)',
      FechaCreacion: new Date('2025-01-01T00:00:00.000Z'),
      Responsable: responsable,
      Responsables: [responsable.id],
      Estado: 'Eliminado',
      FechaEliminacion: new Date('2025-03-08T12:00:00.000Z'),
      EliminadoPor: { id: eliminador, Nombre: 'Director' },
      AlertaEliminacion: true,
      DiasEliminacion: 5,
      createdAt: new Date('2025-01-01T00:00:00.000Z'),
    };
    expect(proyectoOut(doc, now)).toEqual({
      id: doc._id.toHexString(),
      NombreProyecto: 'Torre Norte (eliminado)',
      Responsable: { id: responsable.id.toHexString(), NombreCompleto: 'Ana Pérez', Cargo: 'Jefa', FechaAsignado: '2025-03-01T00:00:00.000Z' },
      Responsables: [responsable.id.toHexString()],
      FechaCreacion: '2025-01-01T00:00:00.000Z',
      Estado: 'Eliminado',
      FechaEliminacion: '2025-03-08T12:00:00.000Z',
      EliminadoPor: { id: eliminador.toHexString(), Nombre: 'Director' },
      AlertaEliminacion: true,
      DiasEliminacion: 5,
      DiasRestantes: 3,
    });
    expect(
      proyectoOut(
        { ...doc, Estado: 'Activo', FechaEliminacion: null, EliminadoPor: null, AlertaEliminacion: false, DiasEliminacion: null, Responsable: null },
        now,
      ),
    ).toMatchObject({ Responsable: null, FechaEliminacion: null, EliminadoPor: null, DiasRestantes: null });
  });

  it('maps revisions and listados with their parents, dates and no countdown while active', () => {
    const projectId = new Types.ObjectId();
    const revisionId = new Types.ObjectId();
    const revision = {
      _id: revisionId,
      companyId: new Types.ObjectId(),
      projectId,
      Nombre: 'Rev 1',
      nombreKey: 'rev 1',
      Responsable: null,
      FechaCreacion: now,
      createdAt: now,
    };
    expect(revisionOut(revision)).toEqual({
      id: revisionId.toHexString(),
      projectId: projectId.toHexString(),
      Nombre: 'Rev 1',
      Responsable: null,
      FechaCreacion: now.toISOString(),
    });
    const listado: ListadoRecord = {
      ...revision,
      _id: new Types.ObjectId(),
      revisionId,
      Nombre: 'Piso 1',
      nombreKey: 'piso 1',
      // A calendar date: the string stored now, or a BSON date stored before at 00:00 UTC of the day.
      FechaPropuesta: '2025-04-01',
      FechaReal: new Date('2025-04-03T00:00:00.000Z'),
      Estado: 'Activo',
      FechaEliminacion: null,
      AlertaEliminacion: false,
      DiasEliminacion: null,
    };
    expect(listadoOut(listado, now)).toEqual({
      id: listado._id.toHexString(),
      projectId: projectId.toHexString(),
      revisionId: revisionId.toHexString(),
      Nombre: 'Piso 1',
      Responsable: null,
      FechaCreacion: now.toISOString(),
      FechaPropuesta: '2025-04-01',
      FechaReal: '2025-04-03',
      Estado: 'Activo',
      FechaEliminacion: null,
      AlertaEliminacion: false,
      DiasEliminacion: null,
      DiasRestantes: null,
    });
  });

  it("builds each level's schema with the service's own fields and the shared unique names and sorts ending with _id", () => {
    const proyectos = proyectoSchema({ Tipo: { type: String, enum: ['CheckList'], required: true } });
    expect(Object.keys(proyectos.paths)).toEqual(
      expect.arrayContaining(['NombreProyecto', 'nombreKey', 'Tipo', 'Responsables', 'EliminadoPor', 'DiasEliminacion']),
    );
    expect(proyectos.indexes()).toEqual([
      [{ companyId: 1, nombreKey: 1 }, expect.objectContaining({ unique: true })],
      [{ companyId: 1, Estado: 1, nombreKey: 1, _id: 1 }, expect.anything()],
      [{ companyId: 1, Responsables: 1 }, expect.anything()],
      [{ Estado: 1, FechaEliminacion: 1 }, expect.anything()],
    ]);
    expect(revisionSchema().indexes()[0]).toEqual([{ companyId: 1, projectId: 1, nombreKey: 1 }, expect.objectContaining({ unique: true })]);
    const listados = listadoSchema({ ChecklistName: { type: String, default: null } });
    expect(listados.path('ChecklistName')).toBeDefined();
    expect(listados.indexes().map(([fields]) => fields)).toEqual([
      { companyId: 1, revisionId: 1, nombreKey: 1 },
      { companyId: 1, revisionId: 1, nombreKey: 1, _id: 1 },
      { companyId: 1, revisionId: 1, FechaCreacion: 1, _id: 1 },
      { companyId: 1, projectId: 1 },
      { Estado: 1, FechaEliminacion: 1 },
    ]);
  });
});
