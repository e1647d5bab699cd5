import {
  DIFFICULTY_LABELS,
  HUMIDITY_LABELS,
  PET_SAFETY_LABELS,
  temperatureRange,
  wateringInterval,
  type ProductCare,
} from '@shop/shared/care-labels';
import type { ReactNode } from 'react';
import { Svg, type IconProps } from '../../../components/ui/icons.tsx';
import { PawIcon, WarningIcon } from './badge-icons.tsx';

const SunIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Svg>
);
const DropIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" />
  </Svg>
);
const MistIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 9h11a3 3 0 1 0-3-3M3 13h15a3 3 0 1 1-3 3M5 17h6" />
  </Svg>
);
const ThermometerIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 14.8V5a2 2 0 0 0-4 0v9.8a4 4 0 1 0 4 0Z" />
  </Svg>
);
const GaugeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 18a8 8 0 1 1 16 0M12 18l4-5" />
  </Svg>
);
const RulerIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M7 3v18M7 7h3M7 11h2M7 15h3M7 19h2M17 3v18M14 6l3-3 3 3M14 18l3 3 3-3" />
  </Svg>
);
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs text-muted">
        <span className="text-base text-forest-600">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-[1.375rem] font-medium text-forest-900">{children}</dd>
    </div>
  );
}

/** Whether cats and dogs may nibble it, as the ASPCA lists the plant. */
export function PetSafetyBadge({ petSafety }: { petSafety: ProductCare['petSafety'] }) {
  const safe = petSafety === 'safe';
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
        safe ? 'bg-sage-100 text-forest-800' : 'bg-cream-100 text-alert ring-1 ring-clay-500/40 ring-inset'
      }`}
    >
      {safe ? <PawIcon className="size-4" /> : <WarningIcon className="size-4" />}
      {PET_SAFETY_LABELS[petSafety]}
    </p>
  );
}

/**
 * A plant's care at a glance: light, water, humidity, temperature, difficulty and size, with a pet-safety
 * badge, and the care guide when the product carries its text. Drawn from the product alone, so it
 * renders the same on the server and in the browser.
 */
export function CareCard({ care, className = '' }: { care: ProductCare | null; className?: string }) {
  if (!care) return null;
  return (
    <section aria-labelledby="care-card-title" className={`rounded-2xl border border-sand-300 bg-white p-5 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="care-card-title" className="text-xs font-semibold tracking-[0.22em] text-forest-900">
          CARE
        </h2>
        <PetSafetyBadge petSafety={care.petSafety} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-3">
        <Fact icon={<SunIcon />} label="Light">
          {care.light}
        </Fact>
        <Fact icon={<DropIcon />} label="Water">
          {wateringInterval(care.waterEveryDays)}
        </Fact>
        <Fact icon={<MistIcon />} label="Humidity">
          {HUMIDITY_LABELS[care.humidity]}
        </Fact>
        <Fact icon={<ThermometerIcon />} label="Temperature">
          {temperatureRange(care)}
        </Fact>
        <Fact icon={<GaugeIcon />} label="Difficulty">
          {DIFFICULTY_LABELS[care.difficulty]}
        </Fact>
        <Fact icon={<RulerIcon />} label="Grows to">
          {care.sizeWhenGrown}
        </Fact>
      </dl>
      {care.careText ? (
        <details className="group mt-4 border-t border-sand-300 pt-3">
          <summary className="cursor-pointer text-sm font-semibold text-forest-700 underline-offset-4 hover:underline">
            How to care for it
          </summary>
          <p className="mt-2 text-sm leading-relaxed text-ink/85">{care.careText}</p>
        </details>
      ) : null}
    </section>
  );
}
