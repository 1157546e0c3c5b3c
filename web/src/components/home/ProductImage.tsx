interface ProductImageProps {
  src: string | null | undefined;
  /** Used for the lettered stand-in when a product has no picture. */
  name: string;
  className?: string;
  alt?: string;
}

/** A square product picture, or a branded block with the name's first letter when there is none. */
export function ProductImage({ src, name, className, alt = '' }: ProductImageProps) {
  if (!src) {
    return (
      <span className={`product-image product-image--empty ${className ?? ''}`} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return <img className={`product-image ${className ?? ''}`} src={src} alt={alt} loading="lazy" width={400} height={400} />;
}
