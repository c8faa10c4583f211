import { useQuery } from "@apollo/client/react";
import { Box, Button, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text, Wrap } from "@chakra-ui/react";
import { Star } from "lucide-react";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { useLocale } from "../../../i18n/useLocale";
import { VOCABULARY } from "../../../domain/vocabulary";
import { LoadError } from "../../../ui/feedback/LoadError";
import { SelectInput } from "../../../ui/forms/SelectInput";
import { ChoiceButton, useListParams } from "../../../ui/list";
import { CatalogueInfoSections } from "../components/CatalogueInfoSections";
import { CatalogueRequestDialog } from "../components/CatalogueRequestDialog";
import { CatalogueSection } from "../components/CatalogueSection";
import { ServiceCard } from "../components/ServiceCard";
import { ServiceDetailDialog } from "../components/ServiceDetailDialog";
import type { CatalogueService } from "../components/types";
import { notifySuccess } from "../../../ui/feedback/notify";
import { localized } from "../utils/localized";

const CatalogueQuery = graphql(`
  query ServicesPage_Catalogue {
    serviceOfferings {
      id
      category
      countries
      featured
      icon
      imageUrl
      providers
      title { pt en }
      description { pt en }
      price { pt en }
      duration { pt en }
      features { pt en }
      benefits { pt en }
      requirements { pt en }
    }
    catalogueTestimonials {
      id
      name
      company
      country
      rating
      role { pt en }
      content { pt en }
      service { id title { pt en } }
    }
  }
`);

const CATEGORIES = ["HEALTH", "EDUCATION", "COMMERCE", "TOURISM", "TRANSPORT", "TECHNOLOGY"] as const;
const CLAIMS = ["Projects", "Reply", "Support", "Consultation"] as const;
/** the service cards' grid, and its loading skeleton's */
const SERVICE_COLUMNS = { base: 1, md: 2, lg: 3 };

/** "Nossos Serviços": the catalogue, from the database. */
export function ServicesPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data, loading, error, refetch } = useQuery(CatalogueQuery);
  // the filters live in the URL (?category=HEALTH&country=ZA), so a reload or a shared link keeps them
  const params = useListParams({ filters: { category: "ALL", country: "ALL" } });
  const { category, country } = params.filters;
  const setCategory = (v: string) => params.setFilter("category", v);
  const [details, setDetails] = useState<CatalogueService | null>(null);
  const [requesting, setRequesting] = useState<CatalogueService | null>(null);

  const services = (data?.serviceOfferings ?? []) as CatalogueService[];
  const inCountry = useMemo(() => services.filter((s) => country === "ALL" || s.countries.includes(country)), [services, country]);
  const visible = inCountry.filter((s) => category === "ALL" || s.category === category);
  const count = (c: string) => inCountry.filter((s) => s.category === c).length;
  const card = (s: CatalogueService) => <ServiceCard key={s.id} service={s} onDetails={() => setDetails(s)} onRequest={() => setRequesting(s)} />;

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Stack gap="14">
        <Stack as="header" gap="4" p={{ base: "6", md: "12" }} rounded="2xl" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.500" color="white">
          <Text fontWeight="semibold" color="gold.300">
            <FormattedMessage id="catalogue.hero.kicker" />
          </Text>
          <Heading as="h1" size={{ base: "2xl", md: "4xl" }}>
            <FormattedMessage id="catalogue.hero.title" />
          </Heading>
          <Text maxW="3xl" fontSize={{ base: "md", md: "lg" }}>
            <FormattedMessage id="catalogue.hero.text" />
          </Text>
          <Wrap gap="6" fontSize="sm" pt="2">
            {CLAIMS.map((claim) => (
              <Text key={claim}>
                <FormattedMessage id={`catalogue.hero.claim${claim}`} />
              </Text>
            ))}
          </Wrap>
        </Stack>

        {error ? (
          <LoadError title={<FormattedMessage id="catalogue.loadError" />} onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <SimpleGrid columns={SERVICE_COLUMNS} gap="6">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="360px" rounded="lg" />
            ))}
          </SimpleGrid>
        ) : (
          <>
            <CatalogueSection id="catalogue-featured" title={<FormattedMessage id="catalogue.featuredTitle" />}>
              <SimpleGrid columns={SERVICE_COLUMNS} gap="6">
                {services.filter((s) => s.featured).map(card)}
              </SimpleGrid>
            </CatalogueSection>

            <CatalogueSection id="catalogue-all" title={<FormattedMessage id="catalogue.allTitle" />}>
              <Stack direction={{ base: "column", lg: "row" }} justify="space-between" gap="4">
                <Wrap gap="2" role="group" aria-label={intl.formatMessage({ id: "catalogue.filter.category" })}>
                  <ChoiceButton chosen={category === "ALL"} onClick={() => setCategory("ALL")}>
                    <FormattedMessage id="common.all" /> ({inCountry.length})
                  </ChoiceButton>
                  {CATEGORIES.map((c) => (
                    <ChoiceButton key={c} chosen={category === c} onClick={() => setCategory(c)}>
                      <FormattedMessage id={`common.sector.${c}`} /> ({count(c)})
                    </ChoiceButton>
                  ))}
                </Wrap>
                <Box maxW="240px" w="full">
                  <SelectInput
                    size="sm"
                    label={intl.formatMessage({ id: "catalogue.filter.country" })}
                    value={country}
                    onChange={(v) => params.setFilter("country", v)}
                    options={[
                      { value: "ALL", label: intl.formatMessage({ id: "catalogue.filter.allCountries" }) },
                      ...VOCABULARY.regionCountry.values.map((c) => ({ value: c, label: intl.formatMessage({ id: `common.country.${c}` }) })),
                    ]}
                  />
                </Box>
              </Stack>
              {visible.length === 0 ? (
                <Box p="8" textAlign="center" borderWidth="1px" rounded="lg">
                  <Text mb="3">
                    <FormattedMessage id="catalogue.empty" />
                  </Text>
                  <Button size="sm" variant="outline" onClick={params.clear}>
                    <FormattedMessage id="catalogue.clearFilters" />
                  </Button>
                </Box>
              ) : (
                <SimpleGrid columns={SERVICE_COLUMNS} gap="6" data-testid="catalogue-list">
                  {visible.map(card)}
                </SimpleGrid>
              )}
            </CatalogueSection>

            <CatalogueSection id="catalogue-testimonials" title={<FormattedMessage id="catalogue.testimonials.title" />}>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
                {data?.catalogueTestimonials.map((t) => (
                  <Stack key={t.id} as="figure" gap="3" p="5" borderWidth="1px" rounded="lg">
                    <HStack gap="1" aria-label={intl.formatMessage({ id: "catalogue.testimonials.rating" }, { rating: t.rating })} role="img">
                      {[1, 2, 3, 4, 5].map((n) => (
                        <Star key={n} size={16} aria-hidden="true" fill={n <= t.rating ? "#f5b700" : "none"} color="#a87a00" />
                      ))}
                    </HStack>
                    <Text as="blockquote">“{localized(t.content, locale)}”</Text>
                    <Text as="figcaption" fontSize="sm" color="fg.muted">
                      <Text as="span" fontWeight="semibold" color="fg">
                        {t.name}
                      </Text>
                      {" · "}
                      {localized(t.role, locale)}, {t.company} ({intl.formatMessage({ id: `common.country.${t.country}` })})
                      {t.service && <> · {localized(t.service.title, locale)}</>}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </CatalogueSection>
          </>
        )}

        <CatalogueInfoSections />
      </Stack>

      <ServiceDetailDialog
        service={details}
        onClose={() => setDetails(null)}
        onRequest={(s) => {
          setDetails(null);
          setRequesting(s);
        }}
      />
      <CatalogueRequestDialog
        service={requesting}
        onClose={() => setRequesting(null)}
        onSent={(s) => {
          setRequesting(null);
          // a toast at the top of the screen, where the person is looking (not at the top of a long page)
          notifySuccess(intl, "catalogue.requestSent", { title: localized(s.title, locale) });
        }}
      />
    </Container>
  );
}
