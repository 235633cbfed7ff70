import { describe, expect, it } from 'vitest';

import { caller, startWithCompanies } from './helpers.ts';

const { ctx, admin } = await startWithCompanies();
const call = caller(ctx.app, admin);

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** What a schema-driven client (or fuzzer) checks: types, required keys, no keys a closed object forbids. */
function problems(value: unknown, schema: Schema, at = '$'): string[] {
  if (schema.anyOf) return schema.anyOf.some((option) => problems(value, option, at).length === 0) ? [] : [`${at}: matches no option`];
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: not in enum`];
  const types = schema.type === undefined ? [] : [schema.type].flat();
  const typeOf = value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  if (types.length > 0 && !types.includes(typeOf) && !(typeOf === 'integer' && types.includes('number'))) return [`${at}: ${typeOf} is not ${types.join('|')}`];
  if (Array.isArray(value) && schema.items) return value.flatMap((item, index) => problems(item, schema.items as Schema, `${at}[${index}]`));
  if (typeOf !== 'object') return [];
  const record = value as Record<string, unknown>;
  const found = (schema.required ?? []).filter((key) => !(key in record)).map((key) => `${at}.${key}: required`);
  for (const [key, inner] of Object.entries(record)) {
    const property = schema.properties?.[key];
    if (property) found.push(...problems(inner, property, `${at}.${key}`));
    else if (schema.additionalProperties === false) found.push(`${at}.${key}: not allowed`);
  }
  return found;
}

/** The documented operations a request to `path` may be matched against (templates included). */
function operationsFor(paths: Record<string, Record<string, Operation>>, method: string, path: string): [string, Operation][] {
  const segments = path.split('/');
  return Object.entries(paths).flatMap(([template, methods]) => {
    const operation = methods[method];
    const parts = template.split('/');
    if (!operation || parts.length !== segments.length) return [];
    const fits = parts.every((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part === segments[index];
      const allowed = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.enum;
      return !allowed || allowed.includes(segments[index]);
    });
    return fits ? [[template, operation] as [string, Operation]] : [];
  });
}

describe('global Recintos answer what every documented operation of their path says', () => {
  it('GET, POST and PUT /catalogs/recintos with a Responsable', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const created = await call('POST', '/catalogs/recintos', admin, { Nombre: 'Terraza', Responsable: { NombreCompleto: 'María José Pérez' } });
    const id = (created.json() as { item: { id: string } }).item.id;
    const answers: [string, string, { statusCode: number; json: () => unknown }][] = [
      ['post', '/catalogs/recintos', created],
      ['get', '/catalogs/recintos', await call('GET', '/catalogs/recintos')],
      ['put', `/catalogs/recintos/${id}`, await call('PUT', `/catalogs/recintos/${id}`, admin, { Activado: false })],
    ];
    for (const [method, path, answer] of answers) {
      const operations = operationsFor(document.paths, method, path);
      expect(operations.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [template, operation] of operations) {
        const schema = operation.responses?.[String(answer.statusCode)]?.content?.['application/json']?.schema;
        expect(schema, `${method} ${template} documents ${answer.statusCode}`).toBeDefined();
        expect(problems(answer.json(), schema ?? {}), `${method} ${path} against ${template}`).toEqual([]);
      }
    }
    expect(JSON.stringify((await call('GET', '/catalogs/recintos')).json())).toContain('María José Pérez');
  });
});
