import { companies } from '@insp/messages';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useId, useRef, useState } from 'react';

/** How long typing must pause before a list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The services' limit on `search` (contracts SEARCH_MAX): longer text is never sent. */
const SEARCH_MAX = 100;

export interface SearchFieldProps {
  /** Called with the trimmed text once typing pauses ('' = no filter); not called for the initial value. */
  onSearch: (text: string) => void;
  label?: string;
  testId?: string;
}

/**
 * 'Buscar por nombre' of a server-paginated list: debounced, so a list reloads once per pause and
 * not per keystroke; full width on phones. Drawn as a small outlined TextField is, from its parts:
 * MUI's TextField also brings its Select, Menu and Popover, which a list's first screen never uses
 * (issue 19 §5).
 */
export function SearchField({ onSearch, label = companies.search.label, testId = 'list-search' }: SearchFieldProps) {
  const [text, setText] = useState('');
  const sent = useRef('');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      latest.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const id = useId();
  return (
    <FormControl size="small" sx={{ width: { xs: '100%', sm: 240 } }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputProps={{ maxLength: SEARCH_MAX, 'data-testid': testId }}
      />
    </FormControl>
  );
}

/** Appends `&search=` to a list URL when there is something to search for. */
export const withSearch = (url: string, search: string): string => (search === '' ? url : `${url}&search=${encodeURIComponent(search)}`);
