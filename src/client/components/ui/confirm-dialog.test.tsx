import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '#common/constants.ts';
import { buttonClasses } from './button';
import type { TConfirmRequest } from './confirm-dialog';
import { ConfirmProvider, useConfirm } from './confirm-provider';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

const DELETE: TConfirmRequest = { question: TEXTS.palettes.confirmDelete, confirmLabel: TEXTS.palettes.deleteLabel, destructive: true };

/** A button and a menu item that ask, and the last answer as the page would act on it. */
function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none yet');
  const ask = () => void confirm(DELETE).then((confirmed) => setAnswer(confirmed ? 'deleted' : 'kept'));
  return (
    <>
      <button type="button" onClick={ask}>
        Delete palette
      </button>
      <DropdownMenu>
        <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={ask}>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <output>{answer}</output>
    </>
  );
}

function renderAsker(options?: Parameters<typeof userEvent.setup>[0]) {
  render(
    <ConfirmProvider>
      <Asker />
    </ConfirmProvider>,
  );
  return userEvent.setup(options);
}

async function askFromButton(user: ReturnType<typeof userEvent.setup>) {
  const opener = screen.getByRole('button', { name: 'Delete palette' });
  await user.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this palette permanently?' });
  return { opener, dialog };
}

// Hidden from the accessibility tree while the modal dialog is open, hence `hidden`.
const answer = () => screen.getByRole('status', { hidden: true }).textContent;

describe('the confirmation dialog', () => {
  it("asks the spec's question with its explanation, starts on Cancel, and resolves true on the action's button", async () => {
    const user = renderAsker();
    const { opener, dialog } = await askFromButton(user);

    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This cannot be undone and removes all its colors.',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirmButton.className).toBe(buttonClasses('destructive'));

    await user.click(confirmButton);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(answer()).toBe('deleted'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('resolves false on Cancel and gives focus back to the button that asked', async () => {
    const user = renderAsker();
    const { opener, dialog } = await askFromButton(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(answer()).toBe('kept'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('resolves false on Escape and gives focus back', async () => {
    const user = renderAsker();
    const { opener } = await askFromButton(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(answer()).toBe('kept'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('stays open on a click outside it', async () => {
    // The page under the modal takes no pointer events; the click is made there all the same.
    const user = renderAsker({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { dialog } = await askFromButton(user);
    await user.click(document.body);
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(answer()).toBe('none yet');
  });

  it("asked from a menu's item, gives focus back to the menu's button (the item is gone with the menu)", async () => {
    const user = renderAsker();
    const menuButton = screen.getByRole('button', { name: 'Actions' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this palette permanently?' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answer()).toBe('kept'));
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });
});
