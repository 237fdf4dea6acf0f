import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardContent, Link as MuiLink, List, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { MAX_SEARCH } from '@shared/fields';
import { Link, useNavigate } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { plotToBuy } from '@shared/resources/plots';
import type { PlotToBuy } from '@shared/resources/plots';
import { PageTitle } from '../../ui/PageTitle';
import { plotToBuyDetailsPath } from './paths';
import { raSort } from '@admin/ui/raSort';
import { filteredListPath } from '@admin/ui/listAddress';

const R = 'resources.plot-to-buy';
const defaultSort = raSort(plotToBuy.defaultSort);
type PlotToBuyRecord = PlotToBuy & { id: string };
type Outcome =
  | { kind: 'required' }
  | { kind: 'notFound'; ticketId: string }
  /** The first matches, how many there are in all, and the search that found them. */
  | { kind: 'choose'; matches: PlotToBuyRecord[]; total: number; search: string };

/**
 * /plot-to-buy/details without an id: asks for a ticket id, finds it through the list's search and opens
 * the requirement whose ticket id matches (or lets the user choose among partial matches).
 */
export function PlotToBuyLookup() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const [ticketId, setTicketId] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const wanted = ticketId.trim();
    if (!wanted) {
      setOutcome({ kind: 'required' });
      return;
    }
    // The last search's outcome goes: an error of this one (the toast) stood beside it as if both were current.
    setOutcome(null);
    setBusy(true);
    try {
      const { data, total } = await dataProvider.getList<PlotToBuyRecord>(plotToBuy.name, {
        pagination: { page: 1, perPage: 10 },
        sort: defaultSort,
        filter: { q: wanted },
      });
      const exact = data.find((r) => r.ticketId?.toLowerCase() === wanted.toLowerCase()) ?? (data.length === 1 ? data[0] : undefined);
      if (exact) navigate(plotToBuyDetailsPath(exact.id));
      else setOutcome(data.length ? { kind: 'choose', matches: data, total: total ?? data.length, search: wanted } : { kind: 'notFound', ticketId: wanted });
    } catch {
      // The http layer has already shown the server's error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageTitle inAppBar title={`${R}.lookup.title`} subtitle={`${R}.lookup.hint`} />
      <Card>
        <CardContent>
          <Box component="form" noValidate onSubmit={handleSubmit}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                label={translate(`${R}.lookup.ticketId`)}
                value={ticketId}
                onChange={(e) => setTicketId(e.target.value)}
                error={outcome?.kind === 'required'}
                helperText={outcome?.kind === 'required' ? translate(`${R}.lookup.required`) : ' '}
                size="small"
                autoFocus
                fullWidth
                // A search is at most MAX_SEARCH characters: the server refused a longer one.
                slotProps={{ htmlInput: { maxLength: MAX_SEARCH } }}
              />
              <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy}>
                {translate(`${R}.lookup.submit`)}
              </Button>
            </Stack>
          </Box>
          {outcome?.kind === 'notFound' && (
            <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
              {translate(`${R}.lookup.notFound`, { ticketId: outcome.ticketId })}
            </Alert>
          )}
          {outcome?.kind === 'choose' && (
            <>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate(`${R}.lookup.choose`)}
              </Typography>
              <List dense>
                {outcome.matches.map((r) => (
                  <ListItemButton key={r.id} component={Link} to={plotToBuyDetailsPath(r.id)}>
                    <ListItemText primary={r.ticketId} secondary={r.name} />
                  </ListItemButton>
                ))}
              </List>
              {outcome.total > outcome.matches.length && (
                <Typography variant="body2" color="text.secondary">
                  {translate(`${R}.lookup.more`, { shown: outcome.matches.length, total: outcome.total })}{' '}
                  <MuiLink component={Link} to={filteredListPath(`/${plotToBuy.name}`, { q: outcome.search })}>
                    {translate(`${R}.lookup.seeAll`)}
                  </MuiLink>
                </Typography>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
