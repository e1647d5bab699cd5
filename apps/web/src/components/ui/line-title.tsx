interface LineTitleProps {
  productName: string;
  /** The size or planter bought; '' for a plant sold one way (decision 032). */
  variantTitle?: string | undefined;
  /** Shown on packing slips, where the SKU is what the packer looks for. */
  sku?: string | null | undefined;
}

/** An order line's plant: its name, then the size or planter bought (and the SKU where asked). */
export function LineTitle({ productName, variantTitle, sku }: LineTitleProps) {
  return (
    <>
      {productName}
      {/* The space keeps the name and the size apart for screen readers and copied text. */}
      {variantTitle ? <> <span className="block text-sm font-normal text-forest-700">{variantTitle}</span></> : null}
      {sku ? <> <span className="block text-xs font-normal text-muted">SKU {sku}</span></> : null}
    </>
  );
}
