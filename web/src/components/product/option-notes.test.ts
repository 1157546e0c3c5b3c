import { describe, expect, it } from 'vitest';
import { notesFor } from './option-notes';

const offered = [{ value: 'Nhựa' }, { value: 'Giấy C300' }];
const notes = [{ title: 'Nhựa' }, { title: 'Giấy C300' }, { title: 'Bảo quản' }];

describe('notesFor', () => {
  it("shows the chosen value's note and the general ones", () => {
    expect(notesFor(notes, offered, 'Giấy C300').map((n) => n.title)).toEqual(['Giấy C300', 'Bảo quản']);
  });

  it('matches titles regardless of case and spacing', () => {
    expect(notesFor([{ title: ' nhựa ' }], offered, 'Nhựa')).toHaveLength(1);
  });

  it('shows only general notes when nothing is chosen', () => {
    expect(notesFor(notes, offered, null).map((n) => n.title)).toEqual(['Bảo quản']);
  });
});
