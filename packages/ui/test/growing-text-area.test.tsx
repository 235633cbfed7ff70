// A comment field grows with its text without measuring itself in JavaScript (issue 19 §5: MUI's
// autosizing text area forces a layout per field on every render; a NEO sheet has one per question).
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { growingTextArea } from '../src/growing-text-area.ts';

function Comentario() {
  const [value, setValue] = useState('');
  return <TextField label="Comentario" value={value} onChange={(event) => setValue(event.target.value)} {...growingTextArea(2)} />;
}

describe('growingTextArea', () => {
  it('is one text area of at least two lines that takes what is typed, with no hidden measuring copy', async () => {
    const { container } = render(<Comentario />);
    const area = screen.getByRole('textbox', { name: 'Comentario' });
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
    expect(area.getAttribute('rows')).toBe('2');
    await userEvent.type(area, 'Fisura en el muro{enter}junto a la ventana');
    expect((area as HTMLTextAreaElement).value).toBe('Fisura en el muro\njunto a la ventana');
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
  });
});
