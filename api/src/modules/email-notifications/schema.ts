import "./preferences.ts";
import "./unsubscribe-route.ts";
