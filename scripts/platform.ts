// Runs the platform until Ctrl-C (called by scripts/start.mjs after the builds).
import { startPlatform } from '@insp/platform';

const platform = await startPlatform({ seed: true });
console.log(`\nConsola de inspección lista en ${platform.url}`);
console.log(
  `Cuentas demo (contraseña ${process.env.DEMO_PASSWORD ?? 'Demo1234!'}): admin@inspeccion.cl, director@andes.cl, encargado@andes.cl, director@pacifico.cl`,
);
console.log('Ctrl-C para detener.\n');

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  void platform.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
