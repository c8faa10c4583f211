/** A complete Opportunity as the API returns it (OpportunityFields_Opportunity plus the member's state). */
export function opportunityNode(n: number, patch: Record<string, unknown> = {}) {
  return {
    __typename: "Opportunity",
    id: `T3Bwb3J0dW5pdHk6${n}`,
    title: `Oportunidade ${n}`,
    description: `Descrição ${n}`,
    country: "AO",
    sector: "HEALTH",
    type: "PROJECT",
    organization: "Ponte Regional",
    location: "Luanda",
    budget: null,
    currency: "USD",
    deadline: "2030-12-31",
    requirements: ["Experiência"],
    status: "ACTIVE",
    featured: false,
    imageUrl: null,
    applicationCount: 0,
    createdAt: "2026-11-20T09:30:00.000Z",
    updatedAt: "2026-11-20T09:30:00.000Z",
    myApplication: null,
    savedByMe: false,
    ...patch,
  };
}
