import { describe, expect, it } from 'vitest';
import { categorySlug, foldVietnamese } from '../../bff/src/upstream/category-slug';

describe('categorySlug', () => {
  it.each([
    ['Card bo góc', 'cardbogoc'],
    ['Sách ảnh bìa', 'sachanhbia'],
    ['Tranh ảnh', 'tranhanh'],
    ['Post card', 'postcard'],
    ['Post card 3D Lenticular', 'postcard3dlenticular'],
    ['Khung ảnh', 'khunganh'],
    ['Lịch', 'lich'],
    ['Sổ', 'so'],
    ['Đồ lưu niệm', 'doluuniem'],
    ['Ảnh Mica / Fomex', 'anhmicafomex'],
    ['  Card   bo góc  ', 'cardbogoc'],
    ['Card bo góc'.normalize('NFD'), 'cardbogoc'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('slugs %j as %j', (category, slug) => {
    expect(categorySlug(category)).toBe(slug);
  });

  it('turns every Vietnamese letter into a Latin one (đ → d, not dj)', () => {
    const letters = 'àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ';
    expect(categorySlug(letters + letters.toUpperCase())).toBe(
      `${'a'.repeat(17)}d${'e'.repeat(11)}${'i'.repeat(5)}${'o'.repeat(17)}${'u'.repeat(11)}${'y'.repeat(5)}`.repeat(2),
    );
  });
});

describe('foldVietnamese', () => {
  it.each([
    ['Card Bo Góc', 'card bo goc'],
    ['  Sách   ảnh\tbìa ', 'sach anh bia'],
    ['ĐỒNG đô', 'dong do'],
    ['Giấy C300 (8.5x5.5)', 'giay c300 (8.5x5.5)'],
    [null, ''],
  ])('folds %j to %j', (text, folded) => {
    expect(foldVietnamese(text)).toBe(folded);
  });
});
