import { describe, expect, it } from 'vitest';
import { optionLabel, parseOptionList, readMaterial } from '../../bff/src/upstream/parse-options';

describe('parseOptionList', () => {
  it.each([
    ['the documented form', 'Bóng, Mờ, Hologram, Kim tuyến', ['Bóng', 'Mờ', 'Hologram', 'Kim tuyến']],
    ['stray spaces', '  6x9 ,8.5x5.5,   5.4x8.6 ', ['6x9', '8.5x5.5', '5.4x8.6']],
    ['doubled inner spaces', 'Giấy  C300,  Giấy   cứng 4K', ['Giấy C300', 'Giấy cứng 4K']],
    ['a trailing comma', 'A3, A4, A5,', ['A3', 'A4', 'A5']],
    ['doubled commas', 'A3,, A4, ,A5', ['A3', 'A4', 'A5']],
    ['duplicates (first order kept)', 'Mờ, Bóng, Mờ, Bóng', ['Mờ', 'Bóng']],
    ["'non' kept as is", 'non', ['non']],
    ['commas inside parentheses', '1 mặt, 2 mặt (1 mặt 3D, 1 mặt thường)', ['1 mặt', '2 mặt (1 mặt 3D, 1 mặt thường)']],
    ['tabs and newlines', 'Lật (Flip),\n\t3D nổi', ['Lật (Flip)', '3D nổi']],
    ['decomposed accents (NFD) merged with composed', `Mờ, ${'Mờ'.normalize('NFD')}`, ['Mờ']],
    ['an empty string', '', []],
    ['only separators', ' , ,, ', []],
  ])('handles %s', (_, value, expected) => {
    expect(parseOptionList(value)).toEqual(expected);
  });

  it.each([null, undefined, 42, ['Bóng'], { a: 1 }])('gives [] for the non-string %j', (value) => {
    expect(parseOptionList(value)).toEqual([]);
  });
});

describe('optionLabel', () => {
  it.each([
    ['non', 'Không có'],
    [' NON ', 'Không có'],
    ['', 'Không có'],
    ['   ', 'Không có'],
    [null, 'Không có'],
    [undefined, 'Không có'],
    ['Bóng', 'Bóng'],
    ['  2  mặt ', '2 mặt'],
    ['none', 'none'],
  ])('labels %j as %s', (value, label) => {
    expect(optionLabel(value)).toBe(label);
  });
});

describe('readMaterial', () => {
  it.each([
    ['material', { material: 'Giấy C300' }, 'Giấy C300'],
    ['the misspelled marterial', { marterial: 'Nhựa, Mica' }, 'Nhựa, Mica'],
    ['material before marterial', { material: 'Mica', marterial: 'Nhựa' }, 'Mica'],
    ['marterial when material is blank', { material: '  ', marterial: 'Nhựa' }, 'Nhựa'],
    ['neither', { size: 'A4' }, null],
    ['a non-string material', { material: 5 }, null],
    ['a non-object row', 'Giấy', null],
  ])('reads %s', (_, row, expected) => {
    expect(readMaterial(row)).toBe(expected);
  });
});
