import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_TEXTS, PhotoSampler } from './photo-sampler';
import { photoFile, stubPhotoDecoding } from './test-photo';

beforeEach(stubPhotoDecoding);

afterEach(() => {
  vi.restoreAllMocks();
});

async function openPhoto(type = 'image/jpeg') {
  const onSample = vi.fn<(hex: string) => void>();
  render(<PhotoSampler onSample={onSample} />);
  const user = userEvent.setup();
  const input = screen.getByLabelText(PHOTO_TEXTS.photo);
  expect(input.getAttribute('accept')).toBe('image/*');
  await user.upload(input, photoFile(type));
  return { onSample, user };
}

describe('the photo sampler', () => {
  it('samples where the keys move it, corrects against the paper, and undoes the correction', async () => {
    const { onSample, user } = await openPhoto();
    const sampler = await screen.findByRole('slider', { name: PHOTO_TEXTS.sampler });
    // It starts in the middle (10, 5), on the olive's edge with the paper: a Small sample takes in both.
    expect(onSample).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByRole('combobox', { name: PHOTO_TEXTS.sampleSize }), 'Point (1 px)');
    expect(onSample).toHaveBeenLastCalledWith('#5D7315');
    expect(screen.getByText('Sample at 10, 5: #5D7315')).toBeTruthy();

    sampler.focus();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(sampler.getAttribute('aria-valuetext')).toBe('0 across, 5 down');
    expect(onSample).toHaveBeenLastCalledWith('#E0D0B0');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByText('Sample at 0, 6: #E0D0B0')).toBeTruthy();
    expect(onSample).toHaveBeenCalledTimes(3);

    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.paper }));
    expect(onSample).toHaveBeenLastCalledWith('#FFFFFF');
    expect(screen.getByText('White balance: corrected against the paper (#E0D0B0).')).toBeTruthy();
    expect(screen.getByText(PHOTO_TEXTS.raw)).toBeTruthy();

    sampler.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    // The olive back to within a unit of #6B8E23, as a painter would see it in daylight.
    expect(onSample).toHaveBeenLastCalledWith('#6B8E24');
    expect(screen.getByText('Sample at 10, 6: #6B8E24')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.undo }));
    expect(onSample).toHaveBeenLastCalledWith('#5D7315');
    expect(screen.queryByRole('button', { name: PHOTO_TEXTS.undo })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: PHOTO_TEXTS.paper }));
  });

  it('moves the sampler to the image pixel under a tap on the scaled photo', async () => {
    const { onSample } = await openPhoto();
    const sampler = await screen.findByRole('slider', { name: PHOTO_TEXTS.sampler });
    // The photo drawn at 200 × 100 CSS pixels: 10 of them to an image pixel.
    const canvas = sampler.querySelector('canvas');
    if (!canvas) throw new Error('The sampler shows no photo.');
    vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 200, 100));
    fireEvent.change(screen.getByRole('combobox', { name: PHOTO_TEXTS.sampleSize }), { target: { value: '1' } });
    fireEvent.click(sampler, { clientX: 15, clientY: 95 });
    expect(screen.getByText('Sample at 1, 9: #E0D0B0')).toBeTruthy();
    expect(onSample).toHaveBeenLastCalledWith('#E0D0B0');
  });

  it('says so when a file is no photo the browser can open', async () => {
    const { onSample } = await openPhoto('image/heic');
    expect(await screen.findByText(PHOTO_TEXTS.unreadable)).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(onSample).not.toHaveBeenCalled();
  });
});
