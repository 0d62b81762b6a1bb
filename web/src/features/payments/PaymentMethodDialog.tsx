// The small chooser Pay Now (and Accept Changes) opens when more than one method is enabled: the
// methods with their marks, the last one used selected.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { PaymentMethod, PaymentMethodId } from '@carrental/shared';
import { MethodLogo } from './MethodLogo';
import { useI18n } from '@/lib/i18n';

export function PaymentMethodDialog(props: {
  methods: PaymentMethod[];
  initial: PaymentMethodId | null;
  busy: boolean;
  onChoose: (id: PaymentMethodId) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [selected, setSelected] = useState<PaymentMethodId>(
    props.methods.find((m) => m.id === props.initial)?.id ?? props.methods[0]!.id,
  );
  return (
    <Dialog open onClose={props.busy ? undefined : props.onClose} aria-labelledby="payment-method-title" fullWidth maxWidth="xs">
      <DialogTitle id="payment-method-title">{t('payments.chooserTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('payments.chooserHint')}
        </Typography>
        <List role="radiogroup" aria-labelledby="payment-method-title">
          {props.methods.map((method) => (
            <ListItemButton
              key={method.id}
              role="radio"
              aria-checked={selected === method.id}
              selected={selected === method.id}
              onClick={() => setSelected(method.id)}
              onDoubleClick={() => props.onChoose(method.id)}
              sx={{ borderRadius: 1, mb: 0.5 }}
            >
              <ListItemIcon sx={{ minWidth: 56 }}>
                <MethodLogo id={method.id} />
              </ListItemIcon>
              <ListItemText primary={method.label} secondary={t(`payments.methodHint.${method.id}`)} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.busy}>
          {t('payments.goBack')}
        </Button>
        <Button variant="contained" onClick={() => props.onChoose(selected)} disabled={props.busy}>
          {t('payments.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
