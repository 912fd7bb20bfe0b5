import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '@creator-console/api-client';
import { UiProvider } from '@creator-console/ui';
import { FormDialog, FormTextarea, useContractForm } from '../form';
import { CandidateSearch } from './candidate-search';

type User = { id: number; name: string; linked: boolean };
const users: User[] = [
  { id: 1, name: '小林', linked: true },
  { id: 2, name: '阿木', linked: false },
];
const noteSchema = z.object({ note: z.string().max(5, '附言不能超过 5 字') });
type Note = z.output<typeof noteSchema>;

/** The invitation form of one user; the server refuses a note that says 拒绝 on the field. */
function NoteDialog({
  user,
  send,
  onClose,
}: {
  user: User;
  send: (note: Note) => void;
  onClose: () => void;
}) {
  const form = useContractForm<Note, Note>(noteSchema, { defaultValues: { note: '' } });
  return (
    <FormDialog
      title={`邀请 ${user.name}`}
      form={form}
      submit={async (body) => {
        if (body.note === '拒绝') {
          const issues = [{ path: ['note'], message: '附言不合适' }];
          throw new HttpError(
            422,
            '附言不合适',
            { message: '附言不合适', issues },
            { method: 'POST', url: '/x', headers: {} },
          );
        }
        send(body);
        onClose();
      }}
      submitting={false}
      submitLabel="发送"
      cancelLabel="取消"
      onClose={onClose}
    >
      <FormTextarea control={form.control} name="note" label="附言" />
    </FormDialog>
  );
}

function renderSearch() {
  const asked = vi.fn<(keyword: string) => void>();
  const send = vi.fn<(note: Note) => void>();
  render(
    <UiProvider>
      <CandidateSearch<User>
        title="邀请创作者"
        searchLabel="查找用户"
        field={{ label: '用户' }}
        resultsLabel="查找结果"
        emptyTitle="没有找到用户"
        useCandidates={(keyword) => {
          asked(keyword);
          return {
            rows: keyword ? users.filter((user) => user.name.includes(keyword)) : undefined,
            isLoading: false,
          };
        }}
        columns={[{ key: 'name', header: '昵称' }]}
        action={{
          header: '操作',
          label: '邀请',
          labelOf: (row) => `邀请 ${row.name}`,
          doneTag: (row) => (row.linked ? '已关联' : null),
          form: (row, onClose) => <NoteDialog user={row} send={send} onClose={onClose} />,
        }}
      />
    </UiProvider>,
  );
  return { asked, send };
}

describe('CandidateSearch', () => {
  it('lists nothing before a search, then the candidates with a tag or an action each', async () => {
    const { asked } = renderSearch();
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked).toHaveBeenLastCalledWith('');

    await userEvent.type(screen.getByRole('textbox', { name: '用户' }), ' 小 {Enter}');
    expect(asked).toHaveBeenLastCalledWith('小');
    const table = screen.getByRole('table', { name: '查找结果' });
    expect(within(table).getByRole('row', { name: /小林/ })).toHaveTextContent('已关联');

    await userEvent.clear(screen.getByRole('textbox', { name: '用户' }));
    await userEvent.type(screen.getByRole('textbox', { name: '用户' }), '无人');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByText('没有找到用户')).toBeVisible();
  });

  it('opens the form of the chosen candidate: the refusals land on the field, a sent form closes', async () => {
    const { send } = renderSearch();
    await userEvent.type(screen.getByRole('textbox', { name: '用户' }), '阿木{Enter}');
    await userEvent.click(screen.getByRole('button', { name: '邀请 阿木' }));
    const dialog = screen.getByRole('dialog', { name: '邀请 阿木' });
    const note = within(dialog).getByRole('textbox', { name: '附言' });

    await userEvent.type(note, '一二三四五六');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(note).toHaveAccessibleDescription('附言不能超过 5 字');

    await userEvent.clear(note);
    await userEvent.type(note, '拒绝');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(note).toHaveAccessibleDescription('附言不合适');
    expect(send).not.toHaveBeenCalled();

    await userEvent.clear(note);
    await userEvent.type(note, '你好');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ note: '你好' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
