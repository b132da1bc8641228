// Icons the contract screens need beyond src/ui/icons.tsx, drawn the same way (24 px grid,
// currentColor strokes, decorative unless given a title).
import type { ReactNode } from 'react';
import { LineIcon } from '../../../ui/icons.tsx';

interface Props {
  size?: number;
}

const Svg = ({ size = 20, children }: Props & { children: ReactNode }) => (
  <LineIcon size={size}>{children}</LineIcon>
);

export const DocIcon = (props: Props) => (
  <Svg {...props}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h5" />
  </Svg>
);

export const ReceiptIcon = (props: Props) => (
  <Svg {...props}>
    <path d="M4 2v20l3-2 3 2 2-2 2 2 3-2 3 2V2l-3 2-3-2-2 2-2-2-3 2z" />
    <path d="M8 9h8M8 13h6" />
  </Svg>
);

export const ToolIcon = (props: Props) => (
  <Svg {...props}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />
  </Svg>
);

export const PixIcon = (props: Props) => (
  <Svg {...props}>
    <path d="m12 2 4.5 4.5L12 11 7.5 6.5zM12 13l4.5 4.5L12 22l-4.5-4.5zM2 12l4.5-4.5L11 12l-4.5 4.5zM13 12l4.5-4.5L22 12l-4.5 4.5z" />
  </Svg>
);

export const ImageIcon = (props: Props) => (
  <Svg {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </Svg>
);
