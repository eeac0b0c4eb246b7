/**
 * Catches what the app downloads in a component test: jsdom saves no file, so the Blob handed to
 * `URL.createObjectURL` and the name on the clicked link are kept instead. Put back after the test.
 *
 *   const download = catchDownloads();
 *   await user.click(screen.getByRole('button', { name: 'Download CSV' }));
 *   const text = await download.file().text();
 */
import { onTestFinished, vi } from 'vitest';

export type CaughtDownload = {
  /** The last file downloaded (throws when there is none yet). */
  file(): Blob;
  /** The name it was saved under. */
  name(): string;
};

export function catchDownloads(): CaughtDownload {
  let file: Blob | undefined;
  let name: string | undefined;
  const { createObjectURL, revokeObjectURL } = URL;
  Object.assign(URL, {
    createObjectURL: vi.fn((b: Blob) => {
      file = b;
      return 'blob:download';
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    name = this.download;
  });
  onTestFinished(() => {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return {
    file: () => {
      if (!file) throw new Error('Nothing was downloaded.');
      return file;
    },
    name: () => {
      if (name === undefined) throw new Error('No link was clicked to save a file.');
      return name;
    },
  };
}
