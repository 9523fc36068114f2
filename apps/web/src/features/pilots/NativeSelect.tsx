// The select now lives in components/ui; this path stays for features/equipment, which another
// engineer owns at the moment. Point that import at "@/components/ui/native-select" and delete.
export { NativeSelect } from "@/components/ui/native-select";
