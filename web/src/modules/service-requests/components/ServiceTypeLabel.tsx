import { FormattedMessage } from "react-intl";
import type { ServiceCategory } from "../../../gql/graphql";
import { serviceTypeMessageId } from "../utils/serviceCategories";

/** "Educação · Universidades" for a category option; the catalogue service's slug otherwise. */
export function ServiceTypeLabel({ category, serviceType }: { category: ServiceCategory | null | undefined; serviceType: string }) {
  const id = serviceTypeMessageId(serviceType);
  return (
    <>
      {category && (
        <>
          <FormattedMessage id={`serviceRequests.category.${category}`} />
          {" · "}
        </>
      )}
      {id ? <FormattedMessage id={id} /> : serviceType}
    </>
  );
}
