import { Box, Button, chakra, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Upload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";

type FilePickerProps = {
  /** Names the section, for the button's accessible name. */
  sectionLabel: string;
  accept: string;
  multiple: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
};

/**
 * Where files are chosen: a button that opens the system's file picker (a real button, so Tab
 * and Enter or Space open it) and a zone that takes files dropped on it.
 */
export function FilePicker({ sectionLabel, accept, multiple, disabled, onFiles }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isOver, setOver] = useState(false);
  const take = (list: FileList | null) => {
    if (list && list.length > 0) onFiles([...list]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={isOver ? "brand.solid" : "border"}
      bg={isOver ? "brand.subtle" : undefined}
      borderRadius="md"
      p="3"
      display="flex"
      gap="3"
      alignItems="center"
      flexWrap="wrap"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="file-drop-zone"
    >
      <chakra.input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        // Out of sight and out of the tab order, but rendered: the button opens it.
        srOnly
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" />
        <Trans>Ajouter un fichier</Trans>
        <chakra.span srOnly> – {sectionLabel}</chakra.span>
      </Button>
      <Text id={hintId} textStyle="sm" color="fg.muted">
        {multiple ? (
          <Trans>ou déposez vos fichiers ici</Trans>
        ) : (
          <Trans>ou déposez votre fichier ici (un seul fichier)</Trans>
        )}
      </Text>
    </Box>
  );
}
