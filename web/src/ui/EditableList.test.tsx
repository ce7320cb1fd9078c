import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { EditableList } from './EditableList';

type Item = { id: string; name: string };

function Pets({ onRemove }: { onRemove: (item: Item) => Promise<boolean> }) {
  const [items, setItems] = useState<Item[]>([
    { id: '1', name: 'Snati' },
    { id: '2', name: 'Kisa' },
  ]);
  return (
    <EditableList
      items={items}
      getKey={(i) => i.id}
      canEdit
      emptyText="No pets yet."
      renderItem={(i) => <span>{i.name}</span>}
      editLabel={(i) => `Edit ${i.name}`}
      removeLabel={(i) => `Remove ${i.name}`}
      renderEditForm={(item, close) => (
        <form
          aria-label={`Edit ${item.name}`}
          onSubmit={(e) => {
            e.preventDefault();
            const name = new FormData(e.currentTarget).get('name') as string;
            setItems((list) => list.map((i) => (i.id === item.id ? { ...i, name } : i)));
            close();
          }}
        >
          <input name="name" aria-label="Name" defaultValue={item.name} />
          <button type="submit">Save</button>
        </form>
      )}
      onRemove={async (item) => {
        const ok = await onRemove(item);
        if (ok) setItems((list) => list.filter((i) => i.id !== item.id));
        return ok;
      }}
    />
  );
}

describe('EditableList', () => {
  it('edits an item in place and gives the focus back to its edit button', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Pets onRemove={async () => true} />);
    await user.click(screen.getByRole('button', { name: 'Edit Snati' }));
    const form = screen.getByRole('form', { name: 'Edit Snati' });
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Lubbi{Enter}');
    expect(screen.getByText('Lubbi')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Lubbi' })).toHaveFocus());
  });

  it('asks before removing, keeps the item when the answer is no, and says when empty', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn(async () => true);
    await renderWithApp(<Pets onRemove={onRemove} />);

    await user.click(screen.getByRole('button', { name: 'Remove Kisa' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRemove).not.toHaveBeenCalled();
    expect(screen.getByText('Kisa')).toBeInTheDocument();

    for (const name of ['Kisa', 'Snati']) {
      await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument());
    }
    expect(onRemove).toHaveBeenCalledTimes(2);
    expect(screen.getByText('No pets yet.')).toBeInTheDocument();
  });

  it('keeps the question open when removing fails', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Pets onRemove={async () => false} />);
    await user.click(screen.getByRole('button', { name: 'Remove Snati' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).not.toBeDisabled(),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText('Snati')).toBeInTheDocument();
  });
});
