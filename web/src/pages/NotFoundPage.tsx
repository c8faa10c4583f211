import { Button } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { MessagePage } from "../ui/layout/MessagePage";

export function NotFoundPage() {
  return (
    <MessagePage
      title={<FormattedMessage id="notFound.title" />}
      text={<FormattedMessage id="notFound.text" />}
      action={
        <Button asChild colorPalette="brand">
          <Link to="/">
            <FormattedMessage id="notFound.home" />
          </Link>
        </Button>
      }
    />
  );
}
