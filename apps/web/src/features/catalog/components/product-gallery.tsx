import type { Product } from '@curio/shared';
import { ImageOff } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The product's images (storefront §2): the selected one at 600×600 (1200 px on sharp screens),
 * cropped to fill, and a row of thumbnails (the 150 px card images) to pick another. The
 * thumbnails are buttons; the arrow keys, Home and End move between them.
 */
export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const images = product.images;
  const image = images[Math.min(selected, images.length - 1)];

  const select = (index: number) => {
    const next = (index + images.length) % images.length;
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-square w-full max-w-[600px] overflow-hidden rounded-2xl border border-neutral-200 bg-neutral-100">
        {image ? (
          <img
            src={image.detail}
            srcSet={`${image.detail} 1x, ${image.detail2x} 2x`}
            width={600}
            height={600}
            alt={
              images.length > 1
                ? t('product.imageOf', {
                    name: product.name,
                    index: selected + 1,
                    total: images.length,
                  })
                : product.name
            }
            fetchPriority="high"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center">
            <ImageOff
              role="img"
              aria-label={t('catalog.noImage')}
              className="size-16 text-neutral-400"
            />
          </div>
        )}
      </div>
      {images.length > 1 && (
        <ul
          aria-label={t('product.thumbnails')}
          onKeyDown={onKeyDown}
          className="flex flex-wrap gap-2"
        >
          {images.map((thumb, index) => (
            <li key={thumb.card}>
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('product.showImage', { index: index + 1, total: images.length })}
                aria-current={index === selected ? 'true' : undefined}
                tabIndex={index === selected ? 0 : -1}
                className={`block size-16 overflow-hidden rounded-lg border-2 bg-neutral-100 transition sm:size-20 ${
                  index === selected
                    ? 'border-indigo-700'
                    : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <img
                  src={thumb.card}
                  width={150}
                  height={150}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
