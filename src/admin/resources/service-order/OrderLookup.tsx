import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ServiceOrder } from '@shared/resources/serviceOrder';
import { orderKey } from './messages';
import { orderDetailsPath } from './paths';

/** Asks for an order number, finds it through the list's search and opens its details. */
export function OrderLookup({ initialOrderNo = '' }: { initialOrderNo?: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const [orderNo, setOrderNo] = useState(initialOrderNo);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const wanted = orderNo.trim();
    if (!wanted) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.getList<ServiceOrder & { id: string }>('service-order', {
        filter: { q: wanted },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
      });
      const match = data.find((o) => o.orderNo?.toLowerCase() === wanted.toLowerCase()) ?? (data.length === 1 ? data[0] : undefined);
      if (match) navigate(orderDetailsPath(match.id));
      else setNotFound(wanted);
    } catch {
      // shown by the http layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 520 }}>
      <Typography variant="h6" component="h2">
        {translate(orderKey('details.lookupTitle'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(orderKey('details.lookupHint'))}
      </Typography>
      <Box component="form" onSubmit={handleSubmit} role="search">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label={translate(orderKey('details.orderNumber'))}
            value={orderNo}
            onChange={(e) => {
              setOrderNo(e.target.value);
              setNotFound(null);
            }}
            size="small"
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} loading={busy} disabled={!orderNo.trim()}>
            {translate(orderKey('details.find'))}
          </Button>
        </Stack>
      </Box>
      {notFound && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(orderKey('details.notFound'), { orderNo: notFound })}
        </Alert>
      )}
    </Paper>
  );
}
