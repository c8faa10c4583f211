import { SimpleGrid, Skeleton } from "@chakra-ui/react";
import { CheckCircle2, ClipboardList, DollarSign, FolderKanban, PlayCircle, TrendingUp } from "lucide-react";
import { useIntl } from "react-intl";
import { StatCard } from "../../../ui/data/StatCard";
import { formatBudgetK } from "../../../ui/format/formatBudgetK";

interface Summary {
  total: number;
  active: number;
  completed: number;
  planning: number;
  totalBudget: string;
  averageProgress: number;
}

/** The six cards: total, active, completed, planning, total budget (K USD), average progress. */
export function ProjectSummaryCards({ summary }: { summary: Summary | undefined }) {
  const intl = useIntl();
  const n = (v: number) => intl.formatNumber(v);
  const cards = summary
    ? [
        { id: "total", value: n(summary.total), icon: <FolderKanban />, palette: "brand" },
        { id: "active", value: n(summary.active), icon: <PlayCircle />, palette: "green" },
        { id: "completed", value: n(summary.completed), icon: <CheckCircle2 />, palette: "blue" },
        { id: "planning", value: n(summary.planning), icon: <ClipboardList />, palette: "purple" },
        { id: "budget", value: formatBudgetK(summary.totalBudget, intl.locale), icon: <DollarSign />, palette: "gold" },
        { id: "progress", value: `${intl.formatNumber(summary.averageProgress, { maximumFractionDigits: 1 })}%`, icon: <TrendingUp />, palette: "orange" },
      ]
    : null;
  return (
    <SimpleGrid columns={{ base: 2, md: 3, "2xl": 6 }} gap="3">
      {cards
        ? cards.map((c) => <StatCard dense key={c.id} label={intl.formatMessage({ id: `projects.summary.${c.id}` })} value={c.value} icon={c.icon} palette={c.palette} />)
        : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height="20" borderRadius="lg" />)}
    </SimpleGrid>
  );
}
