// Package imagingtest makes test photos: JPEGs carrying EXIF GPS, time and
// orientation, and PNG headers that declare any size.
package imagingtest

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"

	"github.com/vecino-city/vecino/internal/imaging/samplephoto"
)

// Exif is what to write into a test photo.
type Exif = samplephoto.Exif

// Image returns a w×h test picture with a gradient.
func Image(w, h int) *image.RGBA { return samplephoto.Image(w, h) }

// JPEG encodes a w×h picture with the EXIF block e.
func JPEG(w, h int, e *Exif) []byte { return samplephoto.JPEG(w, h, e) }

// NoisyJPEG encodes a w×h picture with per-pixel noise at quality 92: it
// weighs what a phone photo of the same size weighs (about 3 MB at 12 MP).
func NoisyJPEG(w, h int, e *Exif) []byte {
	img := Image(w, h)
	seed := uint32(1)
	for i := range img.Pix {
		seed = seed*1664525 + 1013904223
		img.Pix[i] ^= uint8(seed>>24) & 0x0F
	}
	var buf bytes.Buffer
	jpeg.Encode(&buf, img, &jpeg.Options{Quality: 92}) //nolint:errcheck
	return samplephoto.WithExif(buf.Bytes(), e)
}

// PNG encodes a w×h picture.
func PNG(w, h int) []byte {
	var buf bytes.Buffer
	png.Encode(&buf, Image(w, h)) //nolint:errcheck
	return buf.Bytes()
}

// PNGBomb returns a tiny PNG whose header declares w×h pixels.
func PNGBomb(w, h uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2 // 8-bit RGB
	out := []byte("\x89PNG\r\n\x1a\n")
	out = appendChunk(out, "IHDR", ihdr)
	out = appendChunk(out, "IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})
	return appendChunk(out, "IEND", nil)
}

func appendChunk(out []byte, typ string, data []byte) []byte {
	n := make([]byte, 4)
	binary.BigEndian.PutUint32(n, uint32(len(data)))
	out = append(out, n...)
	body := append([]byte(typ), data...)
	out = append(out, body...)
	c := make([]byte, 4)
	binary.BigEndian.PutUint32(c, crc32.ChecksumIEEE(body))
	return append(out, c...)
}
