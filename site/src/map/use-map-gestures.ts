/**
 * How a visitor moves the map: dragging, two-finger pinching, the wheel (zooming around the
 * pointer), a double click, and the arrow keys and + and − on the focused map.
 */
import {
  useEffect,
  useRef,
  type Dispatch,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { PAN_STEP, panBy, zoomBy, type MapView } from './view';

/** A pointer that moves less than this between press and release clicked rather than dragged. */
const DRAG_THRESHOLD_PX = 4;
/** How much one wheel notch (100 px of scroll) zooms. */
const WHEEL_ZOOM_PER_100PX = 0.5;

type Pointers = Map<number, { x: number; y: number }>;

/** How far apart two pointers are. */
function spread(pointers: Pointers): number {
  const [a, b] = [...pointers.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/** A point's place relative to the centre of `element`, which is where zooming is anchored. */
function fromCentre(element: Element, clientX: number, clientY: number): [number, number] {
  const rect = element.getBoundingClientRect();
  return [clientX - rect.left - rect.width / 2, clientY - rect.top - rect.height / 2];
}

export interface MapGestures {
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLDivElement>) => void;
  /** For the drawing, not the frame: a double click on a mark is the mark's. */
  onDoubleClick: (event: MouseEvent<SVGSVGElement>) => void;
}

/** The frame's handlers; the wheel is listened to directly, to stop the page from scrolling. */
export function useMapGestures(
  frameRef: RefObject<HTMLDivElement | null>,
  size: { width: number; height: number },
  setView: Dispatch<SetStateAction<MapView>>,
): MapGestures {
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  /** The pointers down on the map, and the distance between two of them while pinching. */
  const touches = useRef<Pointers>(new Map());
  const pinch = useRef<number | null>(null);

  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const anchor = fromCentre(element, event.clientX, event.clientY);
      const steps = Math.max(-1, Math.min(1, (-event.deltaY / 100) * WHEEL_ZOOM_PER_100PX));
      setView((before) => zoomBy(before, steps, anchor));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [frameRef, setView]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const across = PAN_STEP * size.width;
    const down = PAN_STEP * size.height;
    const moves: Record<string, (view: MapView) => MapView> = {
      ArrowLeft: (view) => panBy(view, -across, 0),
      ArrowRight: (view) => panBy(view, across, 0),
      ArrowUp: (view) => panBy(view, 0, -down),
      ArrowDown: (view) => panBy(view, 0, down),
      '+': (view) => zoomBy(view, 1),
      '=': (view) => zoomBy(view, 1),
      '-': (view) => zoomBy(view, -1),
      _: (view) => zoomBy(view, -1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setView(move);
    // A station or cluster that had focus may move away; the map keeps it.
    if (event.target !== frameRef.current) frameRef.current?.focus();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (touches.current.size === 2) {
      // Two fingers pinch instead of dragging.
      drag.current = null;
      pinch.current = spread(touches.current);
      event.currentTarget.setPointerCapture(event.pointerId);
      return;
    }
    drag.current = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (touches.current.has(event.pointerId)) {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    }
    if (pinch.current !== null && touches.current.size === 2) {
      const distance = spread(touches.current);
      const [a, b] = [...touches.current.values()];
      const anchor = fromCentre(
        event.currentTarget,
        ((a?.x ?? 0) + (b?.x ?? 0)) / 2,
        ((a?.y ?? 0) + (b?.y ?? 0)) / 2,
      );
      const steps = Math.log2(distance / Math.max(pinch.current, 1));
      pinch.current = distance;
      setView((before) => zoomBy(before, steps, anchor));
      return;
    }
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    if (!start.moved) {
      start.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    drag.current = { ...start, x: event.clientX, y: event.clientY, moved: true };
    setView((before) => panBy(before, -dx, -dy));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    touches.current.delete(event.pointerId);
    if (touches.current.size < 2) pinch.current = null;
    drag.current = null;
  };

  const onDoubleClick = (event: MouseEvent<SVGSVGElement>) => {
    const anchor = fromCentre(event.currentTarget, event.clientX, event.clientY);
    setView((before) => zoomBy(before, 1, anchor));
  };

  return {
    onKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onDoubleClick,
  };
}
