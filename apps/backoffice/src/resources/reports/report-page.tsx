import { type BackofficeMethodOutput, REPORT_LIMITS, TOP_GAMES_ORDERS, periodDays } from '@bnw/contract/backoffice';
import { turkishDateOf } from '@bnw/contract/constants';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { callBackoffice } from '../../data/rpc';
import { formatMoney } from '../../i18n/format';
import { TEXTS } from '../../i18n/texts';
import { useText } from '../../i18n/use-text';
import { downloadCsv } from '../../data/csv';
import { REPORT_TEXTS as T } from './texts';

type Summary = BackofficeMethodOutput<'bo_reports.summary'>;
type Order = (typeof TOP_GAMES_ORDERS)[number];
interface Period {
  from: string;
  to: string;
}

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** Today's date in Türkiye (UTC+3 all year), 'YYYY-MM-DD'. */
function turkishToday(): string {
  return turkishDateOf(Date.now());
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

const PRESETS = {
  last7: (): Period => ({ from: daysBefore(turkishToday(), 6), to: turkishToday() }),
  last30: (): Period => ({ from: daysBefore(turkishToday(), 29), to: turkishToday() }),
  thisMonth: (): Period => ({ from: `${turkishToday().slice(0, 8)}01`, to: turkishToday() }),
};

/** 'YYYY-MM-DD' -> '23.11' on the charts' axis. */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
/** Kuruş -> lira for the charts (their tooltips format it back as money). */
const lira = (kurus: number) => kurus / 100;

/**
 * The period report (`bo_reports.summary`): a period of Turkish days, the totals, three charts
 * (money, GGR/NGR, players and rounds), the daily table and the top games, each table with its
 * "CSV indir" (`bo_reports.export`).
 */
export function ReportPage() {
  const t = useText();
  const [period, setPeriod] = useState<Period>(PRESETS.last7);
  const [asked, setAsked] = useState<Period>(period);
  const [order, setOrder] = useState<Order>('stakes');
  const [result, setResult] = useState<{ key: string; summary: Summary | null; error: string | null } | null>(null);
  const key = `${asked.from}/${asked.to}/${order}`;
  const busy = result?.key !== key;

  useEffect(() => {
    let current = true;
    const answered = (summary: Summary | null, error: string | null) => {
      if (current) setResult({ key: `${asked.from}/${asked.to}/${order}`, summary, error });
    };
    callBackoffice('bo_reports.summary', {
      from: asked.from,
      to: asked.to,
      topBy: order,
      topLimit: REPORT_LIMITS.topGamesDefault,
    })
      .then((summary) => answered(summary, null))
      .catch((failure: unknown) => answered(null, errorText(failure)));
    return () => {
      current = false;
    };
  }, [asked, order]);
  // The last answer stays on screen while the next one loads.
  const summary = result?.summary ?? null;
  const error = result?.error ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setAsked({ ...period });
  }

  function choose(preset: keyof typeof PRESETS) {
    const next = PRESETS[preset]();
    setPeriod(next);
    setAsked(next);
  }

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={t(T.reports)} />
      <Card sx={{ minWidth: 0 }}>
        <CardContent
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
        >
          <TextField
            fullWidth={false}
            type="date"
            size="small"
            label={t(T.from)}
            value={period.from}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 190 }}
          />
          <TextField
            fullWidth={false}
            type="date"
            size="small"
            label={t(T.to)}
            value={period.to}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 190 }}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t(T.show)}
          </Button>
          {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((preset) => (
            <Button key={preset} size="small" onClick={() => choose(preset)} disabled={busy}>
              {t(T[preset])}
            </Button>
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {t(T.dayNote)}
          </Typography>
        </CardContent>
      </Card>
      {error && <Alert severity="error">{error}</Alert>}
      {!summary && !error && <Loading />}
      {summary && <ReportBody summary={summary} order={order} onOrder={setOrder} />}
    </Box>
  );
}

function ReportBody({ summary, order, onOrder }: { summary: Summary; order: Order; onOrder: (order: Order) => void }) {
  const t = useText();
  const chartDays = summary.days.map((day) => ({
    day: shortDay(day.day),
    [t(T.deposits)]: lira(day.depositsKurus),
    [t(T.withdrawals)]: lira(day.withdrawalsKurus),
    [t(T.ggr)]: lira(day.ggrKurus),
    [t(T.ngr)]: lira(day.ngrKurus),
    [t(T.activePlayers)]: day.activePlayers,
    [t(T.rounds)]: day.rounds,
  }));
  const moneyTooltip = (value: unknown) => formatMoney(Math.round(Number(value) * 100));
  return (
    <>
      <Totals totals={summary.totals} />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}
      >
        <ChartCard title={t(T.moneyChart)}>
          <BarChart data={chartDays}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis />
            <Tooltip formatter={moneyTooltip} />
            <Legend />
            <Bar dataKey={t(T.deposits)} fill="#2e7d32" />
            <Bar dataKey={t(T.withdrawals)} fill="#c62828" />
          </BarChart>
        </ChartCard>
        <ChartCard title={t(T.ggrChart)}>
          <LineChart data={chartDays}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis />
            <Tooltip formatter={moneyTooltip} />
            <Legend />
            <Line type="linear" dataKey={t(T.ggr)} stroke="#1565c0" dot={false} />
            <Line type="linear" dataKey={t(T.ngr)} stroke="#6a1b9a" dot={false} />
          </LineChart>
        </ChartCard>
        <ChartCard title={t(T.playersChart)}>
          <LineChart data={chartDays}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis yAxisId="players" allowDecimals={false} />
            <YAxis yAxisId="rounds" orientation="right" allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line yAxisId="players" type="linear" dataKey={t(T.activePlayers)} stroke="#ef6c00" dot={false} />
            <Line yAxisId="rounds" type="linear" dataKey={t(T.rounds)} stroke="#00838f" dot={false} />
          </LineChart>
        </ChartCard>
        <TopGames summary={summary} order={order} onOrder={onOrder} />
      </Box>
      <DailyTable summary={summary} />
    </>
  );
}

function Totals({ totals }: { totals: Summary['totals'] }) {
  const t = useText();
  const figures: Array<[string, string]> = [
    [t(T.deposits), `${formatMoney(totals.depositsKurus)} (${totals.depositCount})`],
    [t(T.withdrawals), `${formatMoney(totals.withdrawalsKurus)} (${totals.withdrawalCount})`],
    [t(T.ggr), formatMoney(totals.ggrKurus)],
    [t(T.bonusCost), formatMoney(totals.bonusCostKurus)],
    [t(T.prizeCost), formatMoney(totals.prizeCostKurus)],
    [t(T.ngr), formatMoney(totals.ngrKurus)],
    // Staff corrections: not part of NGR, but money that moved (the CSV has them too).
    [t(T.adjustments), formatMoney(totals.adjustmentsKurus)],
    [t(T.activePlayers), totals.activePlayers.toLocaleString('tr-TR')],
    [t(T.rounds), totals.rounds.toLocaleString('tr-TR')],
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}>
      {figures.map(([label, value]) => (
        <Card key={label} sx={{ minWidth: 0 }}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h6" component="p">
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ height: 260 }}>
          <ResponsiveContainer width="100%" height="100%">
            {children as React.ReactElement}
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}

/** "CSV indir": the server builds the file of the period's daily table or its games. */
function CsvButton({ summary, table, label }: { summary: Summary; table: 'daily' | 'games'; label: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const file = await callBackoffice('bo_reports.export', { from: summary.from, to: summary.to, table });
      downloadCsv(file);
    } catch (failure) {
      notify(errorText(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
      {label}
    </Button>
  );
}

function TopGames({ summary, order, onOrder }: { summary: Summary; order: Order; onOrder: (order: Order) => void }) {
  const t = useText();
  const orderNames: Record<Order, string> = { stakes: t(T.stakes), ggr: t(T.ggr), rounds: t(T.rounds) };
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            {t(T.topGames)}
          </Typography>
          <TextField
            fullWidth={false}
            select
            size="small"
            label={t(T.orderBy)}
            value={order}
            onChange={(event) => onOrder(event.target.value as Order)}
          >
            {TOP_GAMES_ORDERS.map((value) => (
              <MenuItem key={value} value={value}>
                {orderNames[value]}
              </MenuItem>
            ))}
          </TextField>
          <CsvButton summary={summary} table="games" label={t(TEXTS.csvDownload)} />
        </Stack>
        {summary.topGames.length === 0 ? (
          <Typography color="text.secondary">{t(T.noGames)}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t(T.game)}</TableCell>
                <TableCell align="right">{t(T.rounds)}</TableCell>
                <TableCell align="right">{t(T.players)}</TableCell>
                <TableCell align="right">{t(T.stakes)}</TableCell>
                <TableCell align="right">{t(T.ggr)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.topGames.map((game) => (
                <TableRow key={game.gameId}>
                  <TableCell>
                    {game.gameName}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {game.providerName}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{game.rounds.toLocaleString('tr-TR')}</TableCell>
                  <TableCell align="right">{game.players.toLocaleString('tr-TR')}</TableCell>
                  <TableCell align="right">{formatMoney(game.stakesKurus)}</TableCell>
                  <TableCell align="right">{formatMoney(game.ggrKurus)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function DailyTable({ summary }: { summary: Summary }) {
  const t = useText();
  const columns = [
    T.deposits,
    T.withdrawals,
    T.stakes,
    T.wins,
    T.ggr,
    T.bonusCost,
    T.prizeCost,
    T.ngr,
    T.adjustments,
    T.activePlayers,
    T.rounds,
  ] as const;
  const cells = (row: Summary['totals']) => [
    formatMoney(row.depositsKurus),
    formatMoney(row.withdrawalsKurus),
    formatMoney(row.stakesKurus),
    formatMoney(row.winsKurus),
    formatMoney(row.ggrKurus),
    formatMoney(row.bonusCostKurus),
    formatMoney(row.prizeCostKurus),
    formatMoney(row.ngrKurus),
    formatMoney(row.adjustmentsKurus),
    row.activePlayers.toLocaleString('tr-TR'),
    row.rounds.toLocaleString('tr-TR'),
  ];
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            {t(T.dailyTable)} ({periodDays(summary.from, summary.to)})
          </Typography>
          <CsvButton summary={summary} table="daily" label={t(TEXTS.csvDownload)} />
        </Stack>
        <Box sx={{ width: 0, minWidth: '100%', overflowX: 'auto', maxHeight: 480 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t(T.day)}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.tr} align="right">
                    {t(column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.days.map((day) => (
                <TableRow key={day.day}>
                  <TableCell>{new Date(`${day.day}T12:00:00Z`).toLocaleDateString('tr-TR')}</TableCell>
                  {cells(day).map((cell, index) => (
                    <TableCell key={index} align="right">
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{t(T.total)}</TableCell>
                {cells(summary.totals).map((cell, index) => (
                  <TableCell key={index} align="right" sx={{ fontWeight: 700 }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
