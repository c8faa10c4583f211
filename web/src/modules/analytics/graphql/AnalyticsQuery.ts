import { graphql } from "../../../gql";

/** An insight or a recommendation: a rule's code and tone, and the figures its text is worded from. */
graphql(`
  fragment AnalyticsPage_Insight on AnalyticsInsight {
    code
    tone
    country
    sector
    count
    value
  }
`);

/** Everything the analytics screen shows for one period. */
export const AnalyticsQuery = graphql(`
  query AnalyticsPage_Analytics($period: AnalyticsPeriod!) {
    analytics(period: $period) {
      start
      end
      kpis {
        revenue
        revenueGrowth
        projects
        projectsGrowth
        activeClients
        clientsGrowth
        teamSize
        teamGrowth
        averageProgress
        roi
        roiTarget
        costRatio
        assumedRoi
      }
      trends {
        month
        revenue
        projects
        clients
        team
      }
      countries {
        country
        projects
        budget
        revenue
        revenueShare
        clients
        team
        averageProgress
        critical
      }
      sectors {
        sector
        projects
        budget
        revenue
        clients
      }
      health {
        critical
        warning
        good
        normal
      }
      insights {
        ...AnalyticsPage_Insight
      }
      recommendations {
        ...AnalyticsPage_Insight
      }
      projection {
        basisMonths
        revenueSlope
        projectsSlope
        totalRevenue
        months {
          month
          revenue
          projects
        }
      }
    }
  }
`);
