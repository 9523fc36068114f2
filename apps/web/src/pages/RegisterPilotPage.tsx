export { default } from "./PilotProfilePage";
