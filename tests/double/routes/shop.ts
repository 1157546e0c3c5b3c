import type { DoubleContext } from '../context';
import { listReply } from '../http/paging';
import { failure, ok } from '../http/reply';
import type { Route } from '../http/router';

const DEFAULT_PAGE_SIZE = 10;

/** Sliders, contact/info rows and FAQ: lists paged by default. */
export function shopRoutes(ctx: DoubleContext): Route[] {
  const list = (pattern: string, rows: () => unknown[], emptyName: string, crashWhenPaged = false): Route => ({
    method: 'GET',
    pattern,
    handle: (req) =>
      listReply(rows(), req.query, { emptyName, mes: 'Get successfully', defaultPageSize: DEFAULT_PAGE_SIZE, crashWhenPaged }),
  });

  const imageSlides = () =>
    ctx.db.imageSlide.getAll().map(({ id, status, index, img, productId, legacyProductKey }) =>
      legacyProductKey
        ? { id, status, index, img: { imgSrc: img }, productId }
        : { id, status, index, img: { imgSrc: img }, product: productId === null ? null : { id: productId } },
    );

  return [
    list('/api/imageslider', imageSlides, 'imageslider', ctx.mode === 'deployed'),
    list('/api/slider', () => ctx.db.textSlide.getAll().map(({ id, text, status, index }) => ({ id, text, status, index })), 'textproduct'),
    list(
      '/api/contact',
      () => ctx.db.contact.getAll().map(({ id, name, title, link, theme, status, index }) => ({ id, name, title, link, theme, status, index })),
      'contact',
    ),
    list(
      '/api/question',
      () => ctx.db.question.getAll().map(({ id, question, answer, status, createdAt, updatedAt }) => ({ id, question, answer, status, createdAt, updatedAt })),
      'question',
    ),
    {
      method: 'GET',
      pattern: '/api/question/:id',
      handle: (req) => {
        const row = ctx.db.question.findFirst({ where: { id: { equals: Number(req.params.id) } } });
        if (!row) return failure(404, 'Question not found');
        const { id, question, answer, status, createdAt, updatedAt } = row;
        return ok('Get successfully', { id, question, answer, status, createdAt, updatedAt });
      },
    },
  ];
}
