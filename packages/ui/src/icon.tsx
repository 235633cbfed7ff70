import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/**
 * An icon from a Material Design path (Apache 2.0), inlined: @mui/icons-material is not a
 * dependency (it would be a large chunk). The shell's top bar and the screens' icons are made here.
 */
export const icon = (path: string) =>
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <path d={path} />
      </SvgIcon>
    );
  };
