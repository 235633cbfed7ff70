import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A multi-select of names (a checklist's Recintos, the Subcontratos to add): the names picked, in the order shown. */
export function NamesSelect({ label, options, value, onChange }: { label: string; options: string[]; value: string[]; onChange: (names: string[]) => void }) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      margin="dense"
      label={label}
      value={value}
      onChange={(event) => {
        const picked = event.target.value as unknown;
        onChange(Array.isArray(picked) ? picked.map(String) : String(picked).split(','));
      }}
      slotProps={{ select: { multiple: true } }}
    >
      {options.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
