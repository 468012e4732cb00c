import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { toast } from '#client/lib/toast.ts';

// The client files share their worker's modules (vitest.config.ts), so module state outlives a
// test unless the setup clears it. These two run in order: the second sees what the first left.
describe('the client test setup', () => {
  it('lets a test raise a toast', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Error', description: 'Someone else changed this palette.' }));
    expect(screen.getByText('Someone else changed this palette.')).toBeTruthy();
  });

  it('leaves the next test no toast from the one before', () => {
    render(<Toaster />);
    expect(screen.queryByText('Someone else changed this palette.')).toBeNull();
  });
});
