// The up / down icon buttons that reorder one row of an editable list.
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ComponentProps } from 'react';
import { IconButton } from './IconButton';

type MoveButtonsProps = {
  /** Names the thing in the labels: 'coluna 2' → 'Mover coluna 2 para cima'. */
  what: string;
  canUp: boolean;
  onUp: () => void;
  /** Without these, only the 'para cima' button (lists reordered by moving rows up). */
  canDown?: boolean;
  onDown?: () => void;
};

/** The up / down icon buttons that reorder one row of a list. */
export function MoveButtons({ what, canUp, onUp, canDown = false, onDown }: MoveButtonsProps) {
  return (
    <>
      <MoveButton icon={ArrowUp} label={`Mover ${what} para cima`} enabled={canUp} onClick={onUp} />
      {onDown && (
        <MoveButton icon={ArrowDown} label={`Mover ${what} para baixo`} enabled={canDown} onClick={onDown} />
      )}
    </>
  );
}

function MoveButton({
  enabled,
  ...props
}: Omit<ComponentProps<typeof IconButton>, 'disabled'> & { enabled: boolean }) {
  return (
    <IconButton {...props} disabled={!enabled} className="disabled:pointer-events-none disabled:opacity-40" />
  );
}
