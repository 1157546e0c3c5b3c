import { productMessages } from '../../messages';

/** The reviews section's place on the page; the reviews themselves come with the reviews issue. */
export function ReviewsPlaceholder() {
  return (
    <section className="product-card product-reviews" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title" className="product-section-title">
        {productMessages.reviewsTitle}
      </h2>
      <p className="product-reviews__empty">{productMessages.reviewsEmpty}</p>
    </section>
  );
}
