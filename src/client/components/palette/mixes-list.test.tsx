import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMix } from '#client/test/build-mix.ts';
import { MixesList } from './mixes-list';

const MIX = buildMix();
const RECIPE = '1 French Ultramarine (Daniel Smith) : 6 Burnt Sienna (Daniel Smith)';

describe('a saved mix’s note (issue 29)', () => {
  it('is written in place by those who may edit the palette, kept, and the focus goes back to its button', async () => {
    const onSaveNote = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<MixesList mixes={[MIX]} washes onSaveNote={onSaveNote} />);
    await user.click(screen.getByRole('button', { name: `Add note: ${RECIPE}` }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(document.activeElement).toBe(note);
    await user.type(note, 'Barn shadow, north side');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onSaveNote).toHaveBeenCalledWith(MIX, 'Barn shadow, north side');
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Add note: ${RECIPE}` }));
  });

  it('stays open when it could not be kept, and Cancel gives it up', async () => {
    const user = userEvent.setup();
    render(<MixesList mixes={[{ ...MIX, notes: 'Old words' }]} washes onSaveNote={async () => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('button', { name: `Edit note: ${RECIPE}` }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'Old words');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Old words')).toBeTruthy();
  });

  it('is read, never written, without the right to edit', () => {
    render(<MixesList mixes={[{ ...MIX, notes: 'Old words' }]} washes />);
    const item = screen.getByRole('listitem');
    expect(within(item).queryByRole('button')).toBeNull();
    expect(within(item).getByText('Old words')).toBeTruthy();
  });
});
