import { Svg, type IconProps } from '../../../components/ui/icons.tsx';

/** Safe for pets: on cards, the care card and tags. */
export const PawIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="6" cy="10" r="1.6" />
    <circle cx="10" cy="6" r="1.6" />
    <circle cx="14" cy="6" r="1.6" />
    <circle cx="18" cy="10" r="1.6" />
    <path d="M12 11c-2.8 0-5 3.7-5 6 0 1.7 1.5 2.5 2.8 2 1.3-.5 3.1-.5 4.4 0 1.3.5 2.8-.3 2.8-2 0-2.3-2.2-6-5-6Z" />
  </Svg>
);

/** Toxic to pets: the care card and the toxic tag. */
export const WarningIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3 2 20h20L12 3ZM12 10v4M12 17h.01" />
  </Svg>
);
