import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@insp/contracts';
import { shell, ui } from '@insp/messages';

/** 'Perfil': who is signed in (the spec does not show the original's profile screen). */
export function ProfileDialog({ user, open, onClose }: { user: SessionUser; open: boolean; onClose: () => void }) {
  const rows: Array<[string, string]> = [
    [shell.profileName, user.name],
    [shell.profileEmail, user.email],
    [shell.profileType, user.userType],
  ];
  if (user.companyName) rows.push([shell.profileCompany, user.companyName]);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{shell.profile}</DialogTitle>
      <DialogContent>
        {rows.map(([label, value]) => (
          <Typography key={label} sx={{ mb: 1 }}>
            <strong>{label}:</strong> {value}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ui.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
