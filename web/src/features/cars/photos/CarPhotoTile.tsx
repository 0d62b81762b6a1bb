// One photo of the car form's grid: the picture (a click opens it large), a "Cover" badge on the
// first, a drag handle (arrow keys move the photo too) and a menu with the same moves and Delete.
import { useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { Box, ButtonBase, Chip, IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useI18n } from '@/lib/i18n';
import type { DragState } from './usePointerReorder';
import { previewIndex } from './reorder';

interface Props {
  url: string;
  index: number;
  count: number;
  busy: boolean;
  drag: DragState | null;
  slotProps: {
    'data-photo-slot': number;
    onPointerDown(e: ReactPointerEvent<HTMLElement>): void;
    onPointerMove(e: ReactPointerEvent<HTMLElement>): void;
    onPointerUp(e: ReactPointerEvent<HTMLElement>): void;
    onPointerCancel(e: ReactPointerEvent<HTMLElement>): void;
    onClickCapture(e: ReactMouseEvent): void;
  };
  onHandleKeyDown(event: KeyboardEvent): void;
  onMove(to: number): void;
  onDelete(): void;
  onPreview(): void;
}

export function CarPhotoTile({ url, index, count, busy, drag, slotProps, onHandleKeyDown, onMove, onDelete, onPreview }: Props) {
  const { t, dir } = useI18n();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const n = index + 1;
  const dragged = drag?.from === index;
  // While another photo is held, this one slides to where the drop would leave it.
  const shownAt = drag && !dragged ? previewIndex(index, drag.from, drag.over) : index;
  const slide = drag && shownAt !== index ? { x: drag.slots[shownAt]!.left - drag.slots[index]!.left, y: drag.slots[shownAt]!.top - drag.slots[index]!.top } : null;
  const act = (action: () => void) => () => {
    setMenu(null);
    action();
  };
  // Earlier is left in English and right in Urdu.
  const [EarlierIcon, LaterIcon] = dir === 'rtl' ? [ArrowForwardIcon, ArrowBackIcon] : [ArrowBackIcon, ArrowForwardIcon];

  return (
    <Box
      component="li"
      {...slotProps}
      data-testid="car-photo"
      data-url={url}
      sx={{
        position: 'relative',
        aspectRatio: '3 / 2',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        userSelect: 'none',
        transform: dragged ? `translate(${drag.dx}px, ${drag.dy}px) scale(1.03)` : slide ? `translate(${slide.x}px, ${slide.y}px)` : undefined,
        transition: dragged || !drag ? 'none' : 'transform 150ms ease',
        zIndex: dragged ? 2 : undefined,
        boxShadow: dragged ? 8 : 1,
        opacity: dragged ? 0.9 : 1,
        cursor: busy ? 'default' : dragged ? 'grabbing' : 'grab',
      }}
    >
      <ButtonBase onClick={onPreview} aria-label={t('cars.images.open', { n })} sx={{ width: '100%', height: '100%', display: 'block' }}>
        <Box component="img" src={url} alt="" draggable={false} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', pointerEvents: 'none' }} />
      </ButtonBase>
      {(dragged ? drag.over : shownAt) === 0 && (
        <Chip label={t('cars.images.cover')} size="small" color="primary" icon={<StarIcon />} sx={{ position: 'absolute', top: 8, insetInlineStart: 8, fontWeight: 700, pointerEvents: 'none' }} />
      )}
      <Box sx={{ position: 'absolute', insetInline: 0, bottom: 0, display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 0.5, bgcolor: 'rgba(0,0,0,0.55)', color: '#fff' }}>
        <IconButton
          data-drag-handle
          size="small"
          color="inherit"
          disabled={busy}
          aria-label={t('cars.images.drag', { n, count })}
          aria-roledescription={t('cars.images.dragRole')}
          onKeyDown={onHandleKeyDown}
          sx={{ touchAction: 'none', cursor: 'grab' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <IconButton data-no-drag size="small" color="inherit" disabled={busy} aria-label={t('cars.images.actions', { n })} aria-haspopup="menu" onClick={(e) => setMenu(e.currentTarget)}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Box>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem disabled={index === 0} onClick={act(() => onMove(0))}>
          <ListItemIcon><StarIcon fontSize="small" /></ListItemIcon>
          {t('cars.images.makeCover')}
        </MenuItem>
        <MenuItem disabled={index === 0} onClick={act(() => onMove(index - 1))}>
          <ListItemIcon><EarlierIcon fontSize="small" /></ListItemIcon>
          {t('cars.images.moveEarlier')}
        </MenuItem>
        <MenuItem disabled={index === count - 1} onClick={act(() => onMove(index + 1))}>
          <ListItemIcon><LaterIcon fontSize="small" /></ListItemIcon>
          {t('cars.images.moveLater')}
        </MenuItem>
        <MenuItem onClick={act(onDelete)} sx={{ color: 'error.main' }}>
          <ListItemIcon><DeleteIcon fontSize="small" color="error" /></ListItemIcon>
          {t('cars.images.delete')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
