import type { InputProps } from '@mui/material/Input';
import type { InputBaseComponentProps } from '@mui/material/InputBase';

/**
 * A multiline TextField's props for a text area that grows with what is typed: `field-sizing:
 * content` (the browser sizes it: Chrome 123+, Safari 26+), at least `rows` lines, at most 12 (then it
 * scrolls); a browser without it keeps `rows` lines and scrolls. A plain `textarea`: MUI's multiline
 * field (even with fixed `rows`) is its TextareaAutosize, which measures itself with a hidden copy
 * after every render, one forced layout per field, and a NEO sheet draws one per question (two
 * blocking tasks of ~40 ms on a phone, issue 19 §5). `htmlInput` and `input` are the field's own
 * slot props (the input's data-testid, an adornment).
 */
export const growingTextArea = (rows: number, slots: { htmlInput?: InputBaseComponentProps; input?: Partial<InputProps> } = {}) =>
  ({
    multiline: true,
    rows,
    sx: { '& textarea': { fieldSizing: 'content', minHeight: `${rows}lh`, maxHeight: '12lh' } },
    slotProps: { htmlInput: slots.htmlInput ?? {}, input: { ...slots.input, inputComponent: 'textarea' } },
  }) as const;
