import { FormattedMessage } from "react-intl";
import { MessagePage } from "../ui/layout/MessagePage";
import { LinkButton } from "../ui/layout/LinkButton";

export function NotFoundPage() {
  return (
    <MessagePage
      title={<FormattedMessage id="notFound.title" />}
      text={<FormattedMessage id="notFound.text" />}
      action={
        <LinkButton to="/" colorPalette="brand">
          <FormattedMessage id="notFound.home" />
        </LinkButton>
      }
    />
  );
}
