import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { answer, apiServer } from '#client/test/api-mocks.ts';
import type { TTag } from '#common/schemas/tag.ts';
import { ColorTagsField } from './color-tags-field';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';
const tag = (n: number, name: string): TTag => ({ id: `00000000-0000-4000-8000-00000000010${n}`, name, userId: USER_ID });

/** The painter's tags on the mock server; POST /api/tags makes a new one. */
function fakeTagsApi(tags: TTag[]) {
  const created: string[] = [];
  apiServer.use(
    http.get(`/api/tags/user/${USER_ID}`, ({ request }) => answer(request, tags)),
    http.post('/api/tags', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      created.push(name);
      return answer(request, tag(4 + created.length, name), 201);
    }),
  );
  return { created };
}

function TaggedColor() {
  const [tags, setTags] = useState<TTag[]>([]);
  return (
    <ColorTagsField
      userId={USER_ID}
      tags={tags}
      onAdd={(added) => setTags((current) => [...current, added])}
      onRemove={(removed) => setTags((current) => current.filter((own) => own.id !== removed.id))}
      pending={false}
    />
  );
}

function renderField(tags: TTag[]) {
  const api = fakeTagsApi(tags);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <TaggedColor />
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('the tag field', () => {
  it("completes 'gra' to the painter's 'granulating' on Enter, announced as a combobox", async () => {
    const { api, user } = renderField([tag(1, 'granulating'), tag(2, 'staining'), tag(3, 'grainy')]);
    const field = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(field, 'gra');
    const list = await screen.findByRole('listbox', { name: 'Tag suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['granulating', 'grainy', 'New tag “gra”']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('3 suggestions');

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Remove tag granulating' })).toBeTruthy();
    expect(field).toHaveProperty('value', '');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(api.created).toEqual([]);
  });

  it('makes a new tag of the text typed: from the last suggestion, or with Enter once the list is closed', async () => {
    const { api, user } = renderField([tag(1, 'granulating')]);
    const field = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(field, 'gra');
    await screen.findByRole('listbox', { name: 'Tag suggestions' });
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'New tag “gra”' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Tag created')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove tag gra' })).toBeTruthy();

    await user.type(field, 'granu');
    await screen.findByRole('listbox', { name: 'Tag suggestions' });
    await user.keyboard('{Escape}{Enter}');
    expect(await screen.findByRole('button', { name: 'Remove tag granu' })).toBeTruthy();
    expect(api.created).toEqual(['gra', 'granu']);
  });

  it('takes nothing on Enter with nothing typed, and says why', async () => {
    const { api, user } = renderField([tag(1, 'granulating')]);
    const field = screen.getByRole('combobox', { name: 'Tags' });
    await user.click(field);
    await user.keyboard('{ArrowDown}');
    expect(within(await screen.findByRole('listbox', { name: 'Tag suggestions' })).getAllByRole('option')).toHaveLength(1);
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A tag needs a name.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove tag/ })).toBeNull();
    expect(api.created).toEqual([]);
  });
});
