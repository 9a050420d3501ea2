import './CodeButtonIcons.css';

type IconProps = { className?: string };

function maskIcon(name: string) {
  return function MaskIcon({ className }: IconProps) {
    return <span className={`rsb-mask-icon rsb-mask-icon--${name}${className ? ` ${className}` : ''}`} aria-hidden="true" />;
  };
}

// Every code block carries four button icons. As inline SVG they were hundreds of elements on a
// page with code for the browser to parse, style and lay out; drawn from the stylesheet they are
// four empty elements per block (design/0005).
export const IconCopy = maskIcon('copy');
export const IconSuccess = maskIcon('success');
export const IconWrap = maskIcon('wrap');
export const IconWrapped = maskIcon('wrap');
