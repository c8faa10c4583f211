import { graphql } from "../../../gql";

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
        code
        tone
        country
        sector
        count
        value
      }
      recommendations {
        code
        tone
        country
        sector
        count
        value
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
