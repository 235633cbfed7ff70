// '@insp/ui/testing/capture': the photo of a capture form (the camera button captura-foto-input and the
// chosen photo captura-foto of '@insp/ui/screens' photos), as both review remotes' capture tests use it.
import { files } from '@insp/messages';
import { ApiError } from '@insp/mf-kit';
import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/** A file the browser takes for a JPEG (its first bytes). */
export const testJpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

/** The service's answer to an uploaded photo. */
export const storedPhoto = (id: string) => ({ id, contentType: 'image/jpeg', width: 1600, height: 1200, size: 1234, createdAt: '2025-03-04T05:06:07.000Z' });

/** The upload route's answer to a file that is not an image: 415 with the files service's text. */
export const refuseUpload = (): never => {
  throw new ApiError(415, files.unsupportedType);
};

/** Chooses a JPEG named `name` with the camera button; the form's only photo is then ready to send ('lista'). */
export async function attachPhoto(user: User, name: string): Promise<void> {
  await user.upload(screen.getByTestId('captura-foto-input'), testJpeg(name));
  await waitFor(() => expect(screen.getByTestId('captura-foto').dataset.state).toBe('lista'));
}

/** Removes the photo (its button named `quitar`) and saves: the capture is registered. */
export async function removePhotoAndSave(user: User, quitar: string): Promise<void> {
  await user.click(within(screen.getByTestId('captura-foto')).getByRole('button', { name: quitar }));
  await user.click(screen.getByTestId('captura-guardar'));
  await screen.findByTestId('captura-registrada');
}
