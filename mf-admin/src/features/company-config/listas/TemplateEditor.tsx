import { type ListaChequeo, ListaChequeoBody, tiposLista } from '@insp/contracts';
import { adminScreens, listas } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';
import { errorText, FormDialog, FormDirtyWatch, SelectFieldInput, TextFieldInput, zodValidate } from '@insp/ui/forms';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form } from 'react-final-form';

import { useSaveLista } from './api.ts';

const t = adminScreens.listas;

interface Values {
  Nombre: string;
  Tipo: (typeof tiposLista)[number] | '';
  Preguntas: { Categoria: string; Preguntas: string[] }[];
}

const validate = zodValidate(ListaChequeoBody);

export interface TemplateEditorProps {
  companyId: string;
  /** null: a new list. */
  lista: ListaChequeo | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The full-screen template editor (spec 000 §2): name, type (Obra Gruesa / Terminaciones),
 * categories with their questions; a new list starts with the category 'Preguntas sin subtítulo'.
 */
export default function TemplateEditor({ companyId, lista, onClose, onSaved }: TemplateEditorProps) {
  const { notify } = useRemoteProps();
  const save = useSaveLista(companyId, lista?.Id ?? null);
  // once: a render while saving (the write's pending state) must not start the form again
  const [initial] = useState<Values>(() =>
    lista
      ? { Nombre: lista.Nombre, Tipo: lista.Tipo, Preguntas: lista.Preguntas.map((c) => ({ Categoria: c.Categoria, Preguntas: [...c.Preguntas] })) }
      : { Nombre: '', Tipo: '', Preguntas: [{ Categoria: listas.defaultCategory, Preguntas: [''] }] },
  );
  return (
    <FormDialog fullScreen onClose={onClose}>
      <Form<Values>
        initialValues={initial}
        validate={validate}
        onSubmit={async (values) => {
          try {
            const answer = await save({
              Nombre: values.Nombre.trim(),
              Tipo: values.Tipo === '' ? 'Obra Gruesa' : values.Tipo,
              Preguntas: values.Preguntas.map((c) => ({ Categoria: c.Categoria, Preguntas: c.Preguntas })),
            });
            notify('success', answer.message);
            onSaved();
          } catch (error) {
            const message = errorText(error);
            notify('error', message);
            // the name clash belongs under Nombre too, where the user fixes it
            if (message === listas.exists(values.Nombre.trim())) return { Nombre: message };
          }
          return undefined;
        }}
        render={({ handleSubmit, submitting, values, form }) => {
          const setCategories = (next: Values['Preguntas']) => form.change('Preguntas', next);
          return (
            <form onSubmit={handleSubmit} noValidate data-testid="template-editor">
              <FormDirtyWatch />
              <AppBar position="sticky" color="primary">
                <Toolbar sx={{ gap: 1 }}>
                  <Typography variant="h6" sx={{ flex: 1 }}>
                    {lista ? t.editTitle : t.newTitle}
                  </Typography>
                  <Button color="inherit" onClick={onClose}>
                    {adminScreens.actions.cancel}
                  </Button>
                  <Button color="inherit" variant="outlined" type="submit" disabled={submitting}>
                    {adminScreens.actions.save}
                  </Button>
                </Toolbar>
              </AppBar>
              <Box sx={{ p: 3, maxWidth: 960, mx: 'auto' }}>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                  <TextFieldInput name="Nombre" label={t.nombre} autoFocus />
                  <SelectFieldInput name="Tipo" label={t.tipo} options={tiposLista.map((tipo) => ({ value: tipo, label: tipo }))} />
                </Stack>
                {values.Preguntas.map((category, i) => (
                  <Card key={i} variant="outlined" sx={{ mt: 2 }} data-testid={`categoria-${i}`}>
                    <CardContent>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <TextFieldInput name={`Preguntas[${i}].Categoria`} label={t.categoria} />
                        <Button color="error" sx={{ mt: 1, whiteSpace: 'nowrap' }} onClick={() => setCategories(values.Preguntas.filter((_c, k) => k !== i))}>
                          {t.removeCategoria}
                        </Button>
                      </Stack>
                      {category.Preguntas.map((_q, j) => (
                        <Stack key={j} direction="row" spacing={1} sx={{ pl: 3, alignItems: 'flex-start' }}>
                          <TextFieldInput name={`Preguntas[${i}].Preguntas[${j}]`} label={`${t.pregunta} ${j + 1}`} />
                          <Button
                            sx={{ mt: 1, whiteSpace: 'nowrap' }}
                            onClick={() =>
                              setCategories(values.Preguntas.map((c, k) => (k === i ? { ...c, Preguntas: c.Preguntas.filter((_p, m) => m !== j) } : c)))
                            }
                          >
                            {t.removePregunta}
                          </Button>
                        </Stack>
                      ))}
                      <Button
                        sx={{ ml: 3 }}
                        onClick={() => setCategories(values.Preguntas.map((c, k) => (k === i ? { ...c, Preguntas: [...c.Preguntas, ''] } : c)))}
                      >
                        {t.addPregunta}
                      </Button>
                    </CardContent>
                  </Card>
                ))}
                <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setCategories([...values.Preguntas, { Categoria: '', Preguntas: [''] }])}>
                  {t.addCategoria}
                </Button>
              </Box>
            </form>
          );
        }}
      />
    </FormDialog>
  );
}
