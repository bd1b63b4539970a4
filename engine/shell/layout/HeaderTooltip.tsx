// The header's tooltips (its buttons and role icons), on hover, keyboard
// focus and touch, dismissed by moving away, blurring, pressing or Escape.
// Mantine's Tooltip would do, but it brings floating-ui (~15 KB gzip) into
// the first load for a few labels under a header at the top of the page, where
// "below, centred, kept inside the window" (tooltip-position.ts) is all the
// placement needed. Looks the same: same CSS variables, same open delay.
import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { createPortal } from 'react-dom';
import classes from './HeaderTooltip.module.css';
import { placeTooltip, type TooltipPlacement } from './tooltip-position';

/** The anchor's own handlers are kept: the tooltip's run after them. */
interface AnchorProps {
  onPointerEnter?(event: PointerEvent<HTMLElement>): void;
  onPointerLeave?(event: PointerEvent<HTMLElement>): void;
  onPointerDown?(event: PointerEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  onTouchStart?(event: TouchEvent<HTMLElement>): void;
  'aria-describedby'?: string;
}

export interface HeaderTooltipProps {
  label: ReactNode;
  /** One element that accepts the handlers above (a Mantine component or a DOM element). */
  children: ReactElement<AnchorProps>;
  /** Milliseconds of hovering before it shows (as the theme's Tooltip.openDelay). */
  openDelay?: number;
}

export function HeaderTooltip({ label, children, openDelay = 150 }: HeaderTooltipProps) {
  const id = useId();
  // Hovered or focused, waiting for the delay; then shown at `anchor`.
  const [pending, setPending] = useState<{ element: HTMLElement; delay: number } | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setAnchor(pending.element), pending.delay);
    return () => clearTimeout(timer);
  }, [pending]);

  const show = (element: HTMLElement, delay: number) => setPending({ element, delay });
  const hide = () => {
    setPending(null);
    setAnchor(null);
  };

  // Dismissible without moving the pointer or the focus (WCAG 1.4.13).
  useEffect(() => {
    if (!anchor) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPending(null);
      setAnchor(null);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [anchor]);

  const own = children.props;
  const anchorElement = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show(event.currentTarget, openDelay);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => { own.onPointerLeave?.(event); hide(); },
    onPointerDown: (event: PointerEvent<HTMLElement>) => { own.onPointerDown?.(event); if (event.pointerType !== 'touch') hide(); },
    // Keyboard focus only: a click focuses the button too, and the pointer already shows the tooltip.
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if ((event.target as HTMLElement).matches(':focus-visible')) show(event.currentTarget, openDelay);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => { own.onBlur?.(event); hide(); },
    onTouchStart: (event: TouchEvent<HTMLElement>) => { own.onTouchStart?.(event); show(event.currentTarget, 0); },
    'aria-describedby': anchor ? id : own['aria-describedby'],
  });

  return (
    <>
      {anchorElement}
      {anchor && anchor.isConnected && createPortal(<TooltipBox id={id} anchor={anchor} label={label} />, document.body)}
    </>
  );
}

function TooltipBox({ id, anchor, label }: { id: string; anchor: HTMLElement; label: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<TooltipPlacement | null>(null);

  // Measured and placed before the browser paints: no frame at the wrong place.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const rect = anchor.getBoundingClientRect();
    setPlacement(placeTooltip(
      { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
      { width: box.offsetWidth, height: box.offsetHeight },
      { width: document.documentElement.clientWidth, height: window.innerHeight },
    ));
  }, [anchor, label]);

  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className={classes.tooltip}
      data-measuring={placement ? undefined : ''}
      data-side={placement?.side}
      style={{ left: placement?.left ?? 0, top: placement?.top ?? 0 }}
    >
      {label}
      <span className={classes.arrow} style={{ left: placement?.arrowLeft }} aria-hidden />
    </div>
  );
}
