import type { Product, ProductVariant } from '@shop/shared/products';

interface VariantPickerProps {
  product: Product;
  chosen: ProductVariant;
  onChoose: (variant: ProductVariant) => void;
}

/**
 * The variant a value leads to: the chosen combination with this one value changed, or, when that
 * combination is not offered, the first variant that has the value.
 */
export function variantFor(product: Product, chosen: ProductVariant, optionIndex: number, value: string): ProductVariant | undefined {
  const wanted = chosen.options.map((current, index) => (index === optionIndex ? value : current));
  return (
    product.variants.find((variant) => variant.options.every((current, index) => current === wanted[index])) ??
    product.variants.find((variant) => variant.options[optionIndex] === value)
  );
}

/**
 * One radio group per option (Size, Planter): native radios, so arrows move the choice and a screen reader
 * reads each group's name and its values. A sold-out combination stays on offer, marked, so its page can
 * offer "Email me when it's back".
 */
export function VariantPicker({ product, chosen, onChoose }: VariantPickerProps) {
  return (
    <div className="mt-4 space-y-3 md:mt-6 md:space-y-5">
      {product.options.map((option, optionIndex) => (
        <fieldset key={option.name}>
          <legend className="text-xs font-semibold tracking-[0.2em] text-forest-900">
            {option.name.toUpperCase()}: <span className="font-normal tracking-normal text-ink/80">{chosen.options[optionIndex]}</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-1.5 md:mt-2.5 md:gap-2">
            {option.values.map((value) => {
              const target = variantFor(product, chosen, optionIndex, value);
              if (!target) return null;
              const soldOut = target.qty <= 0;
              return (
                <label key={value} className="relative cursor-pointer">
                  <input
                    type="radio"
                    name={`option-${optionIndex}`}
                    value={value}
                    checked={chosen.options[optionIndex] === value}
                    onChange={() => onChoose(target)}
                    className="peer sr-only"
                  />
                  <span
                    className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm md:min-h-11 md:px-4 md:py-2 transition-colors peer-checked:border-forest-900 peer-checked:bg-forest-900 peer-checked:text-cream-50 peer-focus-visible:ring-2 peer-focus-visible:ring-forest-600 peer-focus-visible:ring-offset-2 ${
                      soldOut ? 'border-sand-300 text-muted' : 'border-sand-300 bg-white text-forest-900 hover:border-forest-600'
                    }`}
                  >
                    {value}
                    {soldOut ? <span className="text-xs">· sold out</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
