import type { ContactBody, ContactsSaved } from '@atalho/sdk/sms';
import { describe, expect, it, vi } from 'vitest';
import { addSaved, chunksOf, sendContacts } from '../../src/components/save-contacts/send-contacts';

const contacts: ContactBody[] = Array.from({ length: 2500 }, (_, index) => ({
  number: `55119${String(index).padStart(8, '0')}`,
}));

const answer = (chunk: ContactBody[]): ContactsSaved => ({
  created: chunk.length - 1,
  updated: 0,
  duplicates: [String(chunk[0]?.number)],
});

describe('sending contacts', () => {
  it('splits a list in requests of at most 1,000', () => {
    expect(chunksOf(contacts).map((chunk) => chunk.length)).toEqual([1000, 1000, 500]);
    expect(chunksOf([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(chunksOf([])).toEqual([]);
  });

  it('sends the requests one after another, reporting n of total, and adds the answers up', async () => {
    let running = 0;
    const save = vi.fn(async (chunk: ContactBody[]) => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return answer(chunk);
    });
    const progress: [number, number][] = [];
    const outcome = await sendContacts(contacts, save, {
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(save).toHaveBeenCalledTimes(3);
    expect(save.mock.calls[2]?.[0]).toEqual(contacts.slice(2000));
    expect(progress).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
    expect(outcome).toEqual({
      sent: 2500,
      error: null,
      saved: {
        created: 2497,
        updated: 0,
        duplicates: [contacts[0]?.number, contacts[1000]?.number, contacts[2000]?.number],
      },
    });
  });

  it('stops at a failure with what was saved, and a retry of the rest sends nothing twice', async () => {
    const failure = new Error('network');
    const sent: string[] = [];
    let calls = 0;
    const save = async (chunk: ContactBody[]) => {
      calls += 1;
      if (calls === 2) throw failure;
      sent.push(...chunk.map((contact) => String(contact.number)));
      return answer(chunk);
    };
    const first = await sendContacts(contacts, save);
    expect(first.sent).toBe(1000);
    expect(first.error).toBe(failure);
    expect(first.saved.created).toBe(999);

    const rest = await sendContacts(contacts.slice(first.sent), save);
    expect(rest).toMatchObject({ sent: 1500, error: null });
    expect(sent).toHaveLength(2500);
    expect(new Set(sent).size).toBe(2500);
    expect(addSaved(first.saved, rest.saved).created).toBe(2497);
  });
});
